import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createUncommittedInputs, UncommittedInputsContext, useTypedValue, type UncommittedInputs } from './typed-value.tsx';
import { textOf } from './widget-value.ts';
import { typeInto, typeOutsideAct } from './typing-test-support.ts';

typeOutsideAct();

function blur(input: HTMLElement) {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** A typing widget at its simplest, over a value a form holds. */
function Field({ label, value, onChange }: { label: string; value: unknown; onChange: (value: unknown) => void }) {
  const typed = useTypedValue({ value, onChange });
  return <input aria-label={label} value={textOf(typed.value)} onChange={(event) => typed.change(event.target.value)} onBlur={typed.commit} />;
}

/** The form's side: holds the values, and can set values of its own or have its fields commit. */
function Form({ heard = () => {}, inputs = null }: { heard?: (value: unknown) => void; inputs?: UncommittedInputs | null }) {
  const [values, setValues] = useState<Record<string, unknown>>({ name: 'Ana', city: '' });
  const field = (name: string) => (
    <Field
      label={name}
      value={values[name]}
      onChange={(value) => {
        heard({ [name]: value });
        setValues((previous) => ({ ...previous, [name]: value }));
      }}
    />
  );
  return (
    <UncommittedInputsContext.Provider value={inputs}>
      {field('name')}
      {field('city')}
      <button type="button" onClick={() => setValues({ name: 'Restored', city: 'Cebu' })}>
        restore
      </button>
      <button type="button" onClick={() => inputs?.commitAll()}>
        commit
      </button>
      <output>{JSON.stringify(values)}</output>
    </UncommittedInputsContext.Provider>
  );
}

const held = () => JSON.parse(screen.getByRole('status').textContent ?? '') as Record<string, unknown>;
/** React applies the updates of a blur or a click in a microtask, and a transition in a later task. */
const microtask = () => Promise.resolve();

describe('useTypedValue', () => {
  it('shows a key at once, and the form has it after', async () => {
    render(<Form />);
    typeInto(screen.getByLabelText('name'), 'Ana M');
    expect(screen.getByLabelText('name')).toHaveValue('Ana M');
    await microtask();
    expect(held().name).toBe('Ana');
    await waitFor(() => expect(held().name).toBe('Ana M'));
    expect(screen.getByLabelText('name')).toHaveValue('Ana M');
  });

  it('hands a value still on its way over at once when the field loses focus, and nothing when none is', async () => {
    const heard = vi.fn();
    render(<Form heard={heard} />);
    const input = screen.getByLabelText('city');
    typeInto(input, 'Davao');
    blur(input);
    await microtask();
    expect(held().city).toBe('Davao');
    await new Promise((resolve) => setTimeout(resolve, 20));
    heard.mockClear();
    blur(input);
    expect(heard).not.toHaveBeenCalled();
    expect(input).toHaveValue('Davao');
  });

  it("lets the form's commitAll hand over every field's value at once", async () => {
    const inputs = createUncommittedInputs();
    render(<Form inputs={inputs} />);
    typeInto(screen.getByLabelText('name'), 'Maria');
    typeInto(screen.getByLabelText('city'), 'Iloilo');
    screen.getByRole('button', { name: 'commit' }).click();
    await microtask();
    expect(held()).toEqual({ name: 'Maria', city: 'Iloilo' });
  });

  it('shows a value the form sets itself, once what was typed has reached it', async () => {
    render(<Form />);
    typeInto(screen.getByLabelText('name'), 'Jo');
    await waitFor(() => expect(held().name).toBe('Jo'));
    screen.getByRole('button', { name: 'restore' }).click();
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveValue('Restored'));
    expect(screen.getByLabelText('city')).toHaveValue('Cebu');
  });

  it('keeps no commit registered once the field is gone', () => {
    const heard = vi.fn();
    const inputs = createUncommittedInputs();
    const view = render(<Form heard={heard} inputs={inputs} />);
    typeInto(screen.getByLabelText('name'), 'Maria');
    heard.mockClear();
    view.unmount();
    inputs.commitAll();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('createUncommittedInputs.commitAll', () => {
  it('runs every commit, and says whether every input could go into the data', () => {
    const inputs = createUncommittedInputs();
    const ran: string[] = [];
    const removeA = inputs.add(() => void ran.push('a'));
    expect(inputs.commitAll()).toBe(true);
    const removeB = inputs.add(() => {
      ran.push('b');
      return false;
    });
    expect(inputs.commitAll()).toBe(false);
    expect(ran).toEqual(['a', 'a', 'b']);
    removeB();
    removeA();
    expect(inputs.commitAll()).toBe(true);
  });
});
