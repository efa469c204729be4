import type { RJSFSchema } from '@rjsf/utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';
import type { ImageUploaderOptions } from './widgets/image-uploader/image-uploader-widget.tsx';

// The image uploader as a form draws it: rjsf hands a custom widget the whole array ('ui:widget' on an array field),
// and FieldTemplate leaves the array's errors to the widget's own frame (widgets/image-uploader has the widget's tests).

type Data = { images?: string[] };
const label = 'Evidence pictures';
const url = '/user-problem/images/00000000000000000000000000000001.jpg';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('SchemaForm with the image uploader', () => {
  const formSchema: RJSFSchema = {
    type: 'object',
    properties: { images: { type: 'array', title: label, maxItems: 9, items: { type: 'string' } } },
  };

  it('is drawn for an array by ui:widget, submits the uploaded URLs and shows a field error once', { timeout: 30_000 }, async () => {
    let answer: (url: string) => void = () => {};
    const upload = vi.fn<NonNullable<ImageUploaderOptions['upload']>>(() => new Promise((resolve) => (answer = resolve)));
    const onSubmit = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <SchemaForm<Data>
        schema={formSchema}
        uiSchema={{ images: { 'ui:widget': 'imageUploader', 'ui:options': { upload } }, 'ui:submitButtonOptions': { submitText: 'Send' } }}
        validator={createCfworkerValidator()}
        customValidate={(data, errors) => {
          // minItems would make rjsf fill the array with empty items: a screen that wants a picture says so itself.
          if (!data?.images?.length) errors.images?.addError('Add a picture.');
          return errors;
        }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('Add a picture.')).toHaveLength(1));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.upload(await waitFor(() => screen.getByLabelText(label), { timeout: 20_000 }), [new File(['x'], 'a.jpg', { type: 'image/jpeg' })]);
    await act(async () => answer(url));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ images: [url] }));
    expect(screen.queryByText('Add a picture.')).toBeNull();
  });
});
