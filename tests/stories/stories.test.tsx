import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { render, within } from '@testing-library/react';
import { uninstrumentedUserEvent } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import preview from '../../.storybook/preview.tsx';

// A story is also a test (STYLE.md 8): every story under stories/, including those added later, renders here in
// the frame of .storybook/preview.tsx (antd-mobile's English locale, the phone width), and its play function, which
// every story has, runs.
// A story that throws, fails a play assertion, or makes React or antd-mobile log an error fails `npm test`.
// A story that shows an error on purpose says so with `parameters: { expectConsoleError: true }`.

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.{ts,tsx}', { eager: true });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

describe.each(Object.entries(modules).map(([path, module]) => ({ path: path.replace('../../', ''), module })))(
  '$path',
  ({ module }) => {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;

    it('exports at least one story', () => expect(stories.length).toBeGreaterThan(0));

    it.each(stories)('%s', async (_name, Story) => {
      // A story is a state a designer reviews; its play says what that state shows or does, so a change that breaks
      // it fails here rather than in review (issue 24).
      expect(Story.play, 'This story has no play function: assert what it shows, or drive what it does, in one.').toBeTypeOf('function');
      const expectsError = Story.parameters.expectConsoleError === true;
      if (expectsError) consoleError.mockImplementation(() => {});
      await Story.load();
      const { container } = render(<Story />);
      await Story.play?.({
        canvasElement: container,
        canvas: within(container),
        // Storybook's own copy of user-event: a second copy would wrap the inputs' value setters again, and a screen's
        // React would no longer hear what the play types.
        userEvent: uninstrumentedUserEvent.setup({ pointerEventsCheck: 0 }),
      });
      if (!expectsError) expect(consoleError).not.toHaveBeenCalled();
    });
  },
);
