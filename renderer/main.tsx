import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, cachedThemeSetting, prefersDark, resolveTheme } from './app/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './styles/overlays.css';
import './styles/screens.css';

// Before the first paint, so the window opens in the right theme.
applyTheme(resolveTheme(cachedThemeSetting(), prefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('VinDesk: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
