// For the SchemaForm tests that draw one kind of widget (boolean, checkboxes, choice), never for the app.
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/** A widget's code loads the first time a form draws it (lazyWidget), which takes a while on a busy machine. */
export const widgetLoading = { timeout: 10_000 };

/**
 * Spies on console.error around each test of the file that calls it, and returns the current test's spy. With
 * `failAfterEach`, a test fails when React or antd-mobile logged an error during it; otherwise each test asserts it
 * where it means to.
 */
export function spyOnConsoleError({ failAfterEach }: { failAfterEach: boolean }): () => MockInstance<typeof console.error> {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    if (failAfterEach) expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
  return () => consoleError;
}
