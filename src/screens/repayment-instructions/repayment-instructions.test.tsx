import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import content from '../../../schemas/content/repayment-instructions.json';
import { instructionImageUrl } from './instruction-images.ts';
import RepaymentInstructionsScreen from './repayment-instructions-screen.tsx';

describe('Provider repayment guidance', () => {
  it.each(content.sections.flatMap((section) => section.steps.map((step) => [section.id, step.image] as const)))('%s step %s has its picture', (_id, image) => {
    expect(instructionImageUrl(image)).toBeTruthy();
  });

  it('shows GCash, Paymaya and the offline store, each with its steps in order', () => {
    render(<RepaymentInstructionsScreen />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'GCash bills payment',
      'Paymaya bills payment',
      'Offline store payment with a reference number',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(document.title).toBe(content.title);
  });

  it('enlarges a step picture on tap', async () => {
    render(<RepaymentInstructionsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'GCash bills payment: Enlarge the picture of step 2' }));
    const url = instructionImageUrl('gcash-2')!;
    await waitFor(() => expect(document.querySelectorAll(`.adm-image-viewer-content img[src="${url}"]`).length).toBeGreaterThan(0), { timeout: 8000 });
  }, 15_000);
});
