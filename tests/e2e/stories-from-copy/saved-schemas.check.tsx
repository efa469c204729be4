import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import preview from '../../../.storybook/preview.tsx';
import * as customerService from '../../../stories/screens/customer-service.stories.tsx';
import * as promoRegister from '../../../stories/screens/promo-register.stories.tsx';

// Run by tests/e2e/playground.spec.ts (through ./vitest.config.ts), never by `npm run test:unit`: the stories of the
// two edited schemas, composed as Storybook composes them, drawn from the saved copy. STORY_EXPECTATIONS holds what
// the edit added.
const expected = JSON.parse(process.env.STORY_EXPECTATIONS ?? 'null') as { rowTitle: string; rowValue: string; fieldTitle: string };

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

it('the customer-service story shows the added row', async () => {
  const { Loaded } = composeStories(customerService);
  render(<Loaded />);
  expect(await screen.findByText(expected.rowTitle)).toBeInTheDocument();
  expect(screen.getByText(expected.rowValue)).toBeInTheDocument();
});

it('the register story shows the added field', async () => {
  const { Empty } = composeStories(promoRegister);
  render(<Empty />);
  expect(await screen.findByLabelText(expected.fieldTitle)).toBeInTheDocument();
});
