import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SandboxProgress } from './sandbox-progress';

describe('the demo sandbox progress bar', () => {
  it('shows the share done and what is being prepared while the sandbox starts', () => {
    render(<SandboxProgress sandbox={{ state: 'starting', detail: 'Generating listings', progress: 0.42 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Demo data: Generating listings' });
    expect(bar.getAttribute('value')).toBe('42');
    expect(screen.getByRole('status').textContent).toBe('Generating listings 42%');
  });

  it('stays while the rest prepares after search already works, with no false 0% when the share is unknown', () => {
    const { rerender } = render(
      <SandboxProgress sandbox={{ state: 'ready', detail: 'Preparing the VIN decoder', progress: 0.5 }} />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Demo data: Preparing the VIN decoder' }).getAttribute('value'),
    ).toBe('50');
    rerender(<SandboxProgress sandbox={{ state: 'starting' }} />);
    expect(screen.getByRole('progressbar').hasAttribute('value')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Preparing demo data…');
  });

  it('is gone once everything is ready, or when the sandbox failed (a badge says so instead)', () => {
    const { container, rerender } = render(<SandboxProgress sandbox={{ state: 'ready', progress: 1 }} />);
    expect(container.innerHTML).toBe('');
    rerender(<SandboxProgress sandbox={{ state: 'ready' }} />);
    expect(container.innerHTML).toBe('');
    rerender(<SandboxProgress sandbox={{ state: 'failed', detail: 'The demo data could not be built.' }} />);
    expect(container.innerHTML).toBe('');
  });
});
