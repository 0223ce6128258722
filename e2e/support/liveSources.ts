import { expect, type Page } from '@playwright/test';

/** The paper search's live sources, each a toggle chip among the search options. */
const LIVE_SOURCES = ['OpenAlex', 'Semantic Scholar', 'arXiv', 'Crossref', 'PubMed'];

/**
 * Turns every live source off in the open search options, so a search reads the built-in corpus
 * only and nothing reaches the internet. Once in CI, a chip's click landed while the options were
 * still unfolding and went to the year field above it; a chip still on is clicked again, so a lost
 * click costs a retry, and a chip that never turns off still fails here, by name.
 */
export async function turnOffLiveSources(page: Page): Promise<void> {
  for (const source of LIVE_SOURCES) {
    const chip = page.getByRole('button', { name: new RegExp(`^${source}$`) });
    await expect(async () => {
      if ((await chip.getAttribute('aria-pressed')) === 'true') await chip.click({ timeout: 5_000 });
      await expect(chip).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}
