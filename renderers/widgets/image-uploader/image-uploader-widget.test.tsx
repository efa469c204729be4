import type { RJSFSchema } from '@rjsf/utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../../core/messages.ts';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { ImageUploaderWidget, type ImageUploaderOptions } from './image-uploader-widget.tsx';

const schema: RJSFSchema = { type: 'array', maxItems: 9, items: { type: 'string' } };
const label = 'Evidence pictures';

/** One upload the test answers by hand. */
interface Sent {
  file: File;
  progress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}

function fakeUpload() {
  const sent: Sent[] = [];
  const upload = vi.fn<NonNullable<ImageUploaderOptions['upload']>>(
    (file, progress, signal) => new Promise<string>((resolve, reject) => sent.push({ file, progress, signal, resolve, reject })),
  );
  return { upload, sent };
}

function picture(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

const urlOf = (n: number) => `/user-problem/images/${String(n).padStart(32, '0')}.jpg`;

async function setup(props: Partial<WidgetHostProps> & { options?: ImageUploaderOptions } = {}) {
  const onChange = vi.fn();
  const { options, ...rest } = props;
  render(<WidgetHost widget={ImageUploaderWidget} schema={schema} label={label} onChange={onChange} options={options as WidgetHostProps['options']} {...rest} />);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await loaded();
  return { onChange, user };
}

/** The uploader's code loads on first draw (image-uploader-widget.tsx). */
const loaded = () => waitFor(() => expect(document.querySelector('.adm-image-uploader')).not.toBeNull());
const input = () => screen.getByLabelText<HTMLInputElement>(label);
const progressBars = () => screen.queryAllByRole('progressbar');

beforeEach(() => {
  // jsdom has no object URLs; the tiles' previews need them.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${next++}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ImageUploaderWidget', () => {
  it('names its file input with the field label and takes several images at once', async () => {
    const { upload } = fakeUpload();
    await setup({ options: { upload } });
    const field = await waitFor(input);
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute('multiple');
    expect(field).toHaveAttribute('accept', 'image/*');
  });

  it('shows each image with its own progress, and puts only uploaded URLs in the value', async () => {
    const { upload, sent } = fakeUpload();
    const { user, onChange } = await setup({ options: { upload } });
    await user.upload(await waitFor(input), [picture('a.jpg'), picture('b.jpg')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(sent.map((s) => s.file.name)).toEqual(['a.jpg', 'b.jpg']);
    const [first, second] = progressBars();
    expect(first).toHaveAccessibleName(message('widget.imageUploader.uploading', { index: 1 }));
    expect(first).toHaveAttribute('aria-valuenow', '0');

    act(() => sent[0]!.progress(0.42));
    act(() => sent[1]!.progress(0.9));
    expect(first).toHaveAttribute('aria-valuenow', '42');
    expect(first).toHaveTextContent('42%');
    expect(second).toHaveAttribute('aria-valuenow', '90');
    expect(second).toHaveTextContent('90%');
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => sent[1]!.resolve(urlOf(2)));
    expect(onChange).toHaveBeenLastCalledWith([urlOf(2)]);
    expect(progressBars()).toHaveLength(1);
    await act(async () => sent[0]!.resolve(urlOf(1)));
    // Both finished before the form drew either: neither URL is lost.
    expect(onChange).toHaveBeenLastCalledWith([urlOf(2), urlOf(1)]);
    expect(progressBars()).toHaveLength(0);
  });

  it('shows uploaded images through imageSrc, and enlarges one on tap', async () => {
    const imageSrc = (url: string) => `${url}?sessionId=s1`;
    const { user } = await setup({ value: [urlOf(1), urlOf(2)], options: { upload: fakeUpload().upload, imageSrc } });
    const second = await screen.findByRole('button', { name: message('widget.imageUploader.view', { index: 2 }) });
    expect(second.querySelector('img')).toHaveAttribute('src', `${urlOf(2)}?sessionId=s1`);
    await user.click(second);
    // antd-mobile's ImageViewer, in a portal on the body, showing the tapped image.
    await waitFor(() => expect(document.querySelector(`.adm-image-viewer-content img[src="${urlOf(2)}?sessionId=s1"]`)).not.toBeNull());
  });

  it('takes at most maxItems images: further ones are ignored, and it says so', async () => {
    const { upload } = fakeUpload();
    const { user } = await setup({ value: [urlOf(1), urlOf(2), urlOf(3), urlOf(4), urlOf(5), urlOf(6), urlOf(7), urlOf(8)], options: { upload } });
    await user.upload(await waitFor(input), [picture('ninth.jpg'), picture('tenth.jpg')]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].name).toBe('ninth.jpg');
    expect(progressBars()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(message('widget.imageUploader.countExceeded', { max: 9 }));
    // Nine tiles: no add button any more.
    expect(screen.getByLabelText(label, { selector: 'input' }).closest('.adm-image-uploader-upload-button-wrap')).toHaveStyle({ display: 'none' });
  });

  it('counts images on their way: a tenth picked while one uploads is ignored', async () => {
    const { upload } = fakeUpload();
    const { user } = await setup({ options: { upload } });
    await user.upload(await waitFor(input), Array.from({ length: 9 }, (_, n) => picture(`p${n + 1}.jpg`)));
    expect(upload).toHaveBeenCalledTimes(9);
    // The add button hides once nine tiles are shown; a file input fed anyway still takes nothing.
    await user.upload(input(), [picture('p10.jpg')]);
    expect(upload).toHaveBeenCalledTimes(9);
    expect(progressBars()).toHaveLength(9);
  });

  it('shows a failed upload with its reason, and retries that image alone', async () => {
    const { upload, sent } = fakeUpload();
    const { user, onChange } = await setup({ options: { upload } });
    await user.upload(await waitFor(input), [picture('a.jpg'), picture('b.jpg'), picture('c.jpg')]);
    await act(async () => sent[0]!.resolve(urlOf(1)));
    await act(async () => sent[1]!.reject(new Error('This picture is larger than 5 MB. Please choose a smaller one.')));

    const retry = screen.getByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 2 }) });
    expect(retry).toHaveTextContent(message('widget.imageUploader.retry'));
    const reason = message('widget.imageUploader.failedReason', { index: 2, reason: 'This picture is larger than 5 MB. Please choose a smaller one.' });
    expect(screen.getByText(reason)).toBeInTheDocument();
    // The reason is the file input's description, as any field's error.
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(reason);
    expect(onChange).toHaveBeenLastCalledWith([urlOf(1)]);

    await user.click(retry);
    expect(upload).toHaveBeenCalledTimes(4);
    expect(upload.mock.calls[3]![0]).toBe(sent[1]!.file);
    expect(screen.queryByText(reason)).toBeNull();
    expect(progressBars().map((bar) => bar.getAttribute('aria-label'))).toEqual([
      message('widget.imageUploader.uploading', { index: 2 }),
      message('widget.imageUploader.uploading', { index: 3 }),
    ]);
    await act(async () => sent[3]!.resolve(urlOf(2)));
    expect(onChange).toHaveBeenLastCalledWith([urlOf(1), urlOf(2)]);
  });

  it('says a failure without a message in the catalog words', async () => {
    const { upload, sent } = fakeUpload();
    const { user } = await setup({ options: { upload } });
    await user.upload(await waitFor(input), [picture('a.jpg')]);
    await act(async () => sent[0]!.reject(new Error('')));
    expect(screen.getByText(message('widget.imageUploader.failedReason', { index: 1, reason: message('widget.imageUploader.uploadFailed') }))).toBeInTheDocument();
  });

  it('deletes an uploaded image, a failed one, and stops one on its way', async () => {
    const { upload, sent } = fakeUpload();
    const { user, onChange } = await setup({ value: [urlOf(1), urlOf(2)], options: { upload } });
    await user.upload(await waitFor(input), [picture('c.jpg'), picture('d.jpg')]);
    await act(async () => sent[1]!.reject(new Error('No connection.')));

    await user.click(screen.getByRole('button', { name: message('widget.imageUploader.delete', { index: 1 }) }));
    expect(onChange).toHaveBeenLastCalledWith([urlOf(2)]);

    // c.jpg is now image 2 (on its way), d.jpg image 3 (failed).
    await user.click(screen.getByRole('button', { name: message('widget.imageUploader.delete', { index: 3 }) }));
    expect(screen.queryByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 3 }) })).toBeNull();
    expect(screen.queryByText(/No connection/)).toBeNull();

    await user.click(screen.getByRole('button', { name: message('widget.imageUploader.cancel', { index: 2 }) }));
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(progressBars()).toHaveLength(0);
    // An answer after the stop is ignored.
    await act(async () => sent[0]!.resolve(urlOf(3)));
    expect(onChange).toHaveBeenLastCalledWith([urlOf(2)]);
    expect(screen.getAllByRole('button', { name: /tap to enlarge/ })).toHaveLength(1);
  });

  it('stops uploads on their way when it goes away', async () => {
    const { upload, sent } = fakeUpload();
    const onChange = vi.fn();
    const view = render(<WidgetHost widget={ImageUploaderWidget} schema={schema} label={label} onChange={onChange} options={{ upload }} />);
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(await waitFor(input), [picture('a.jpg')]);
    view.unmount();
    expect(sent[0]!.signal.aborted).toBe(true);
  });

  it('only shows its images when read-only: no add, no delete', async () => {
    await setup({ value: [urlOf(1)], readonly: true, options: { upload: fakeUpload().upload } });
    await screen.findByRole('button', { name: message('widget.imageUploader.view', { index: 1 }) });
    expect(screen.queryByLabelText(label, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: message('widget.imageUploader.delete', { index: 1 }) })).toBeNull();
  });

  it('takes a new value from the form (a restored draft)', async () => {
    const { rerender } = render(<WidgetHost widget={ImageUploaderWidget} schema={schema} label={label} value={[urlOf(1)]} options={{}} />);
    await screen.findByRole('button', { name: message('widget.imageUploader.view', { index: 1 }) });
    // WidgetHost keeps its first value; a new host is what a form reset looks like to the widget.
    rerender(<WidgetHost key="restored" widget={ImageUploaderWidget} schema={schema} label={label} value={[urlOf(1), urlOf(2)]} options={{}} />);
    expect(await screen.findByRole('button', { name: message('widget.imageUploader.view', { index: 2 }) })).toBeInTheDocument();
  });
});
