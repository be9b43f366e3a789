import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

/** Brings an element to the top of the screen's own scroller, leaving the window itself (top bar) where it was. */
function scrollToTop(element: Element) {
  element.scrollIntoView({ block: 'start' });
  document.scrollingElement?.scrollTo(0, 0);
}

// The Spending card through the real preload and main: main's own schema checks what is
// saved (spend-settings-schema.ts), writes it to settings.json, and the window reads it back.
test('keeps a negotiated price and a daily budget, and shows main’s refusal by the field', async ({
  page,
  harness,
}) => {
  await harness.open('#/settings');
  await harness.dismissNotices();
  const card = page.getByRole('region', { name: 'Spending' });
  // No key: the demo sandbox bills nothing, and the card says so.
  await expect(card).toContainText('Demo data costs nothing');

  const build = card.getByLabel('Your price for Build sheet, in dollars per call');
  const daily = card.getByLabel(/^Daily budget/);
  const save = card.getByRole('button', { name: 'Save spending settings' });

  // Below $0 is refused by main; its message is shown under the build sheet's price, and the text stays.
  await build.fill('-1');
  await save.click();
  await expect(build).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText('A price per call cannot be below $0');
  await expect(build).toHaveValue('-1');

  await build.fill('0.07');
  await daily.fill('25');
  await save.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Spending settings saved');
  await expect(build).not.toHaveAttribute('aria-invalid', 'true');
  const saved = await harness.ctx.router.dispatch(
    'settings.get',
    { input: undefined },
    { url: page.url(), isMainFrame: true },
  );
  expect(saved).toMatchObject({
    ok: true,
    data: { settings: { spend: { prices: { build: 0.07 }, dailyBudget: 25 } } },
  });

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Spending' });
  await expect(reloaded.getByLabel('Your price for Build sheet, in dollars per call')).toHaveValue('0.07');
  await expect(reloaded.getByLabel(/^Daily budget/)).toHaveValue('25.00');
  await expect(reloaded.getByRole('row', { name: /^Build sheet/ })).toContainText('Your price');

  await harness.dismissNotices();
  // Two views: the card's top (the demo note and prices), then its limits and choices.
  await reloaded.getByRole('heading', { name: 'Spending' }).evaluate(scrollToTop);
  await screenshot(page, 'settings-spending');
  await reloaded.getByRole('group', { name: 'Always load' }).evaluate(scrollToTop);
  await screenshot(page, 'settings-spending-limits');
  await expectNoSeriousA11yViolations(page, 'settings with spending set');
});
