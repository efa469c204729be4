// SchemaForm does not hand rjsf back the data rjsf itself reported (renderers/SchemaForm.tsx): these check that
// what was typed survives every other change of props then.
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';

type Data = { name?: string; city?: string };

const schema: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' }, city: { type: 'string', title: 'City' } },
};

const validator = createCfworkerValidator<Data>();

function Caller({ onSubmit }: { onSubmit: (data: Data) => void }) {
  const [data, setData] = useState<Data>({ city: 'Cebu' });
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<Data> | undefined>();
  return (
    <>
      <button type="button" onClick={() => setExtraErrors({ name: { __errors: ['Taken'] } } as ErrorSchema<Data>)}>
        refuse
      </button>
      <button type="button" onClick={() => setData({ city: 'Davao' })}>
        reset
      </button>
      <SchemaForm<Data> schema={schema} validator={validator} formData={data} onChange={setData} extraErrors={extraErrors} onSubmit={onSubmit} />
      <output>{JSON.stringify(data)}</output>
    </>
  );
}

const stored = (): unknown => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('SchemaForm with a caller that stores what it reports', () => {
  it('keeps what was typed when other props change, and submits it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Caller onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'refuse' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');
    expect(stored()).toEqual({ city: 'Cebu', name: 'Maria' });
    await user.type(screen.getByLabelText('City'), ' City');
    await user.click(screen.getByRole('button', { name: /confirm/i }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Cebu City', name: 'Maria' });
  });

  it('takes data the caller changes itself', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Caller onSubmit={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('City')).toHaveValue('Davao');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.type(screen.getByLabelText('Name'), 'Jo');
    expect(stored()).toEqual({ city: 'Davao', name: 'Jo' });
  });
});
