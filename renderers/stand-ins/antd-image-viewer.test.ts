import { afterEach, describe, expect, it, vi } from 'vitest';

// The stand-in for antd's ImageViewer inside its ImageUploader: the real viewer downloads when shown.
const real = { show: vi.fn(), close: vi.fn(), fail: false };

async function standIn() {
  vi.resetModules();
  vi.doMock('antd-mobile/es/components/image-viewer', () => {
    if (real.fail) throw new Error('chunk failed to load');
    return { default: { Multi: { show: (props: unknown) => (real.show(props), { close: real.close }) } } };
  });
  return (await import('./antd-image-viewer.ts')).default;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the uploader's ImageViewer stand-in", () => {
  afterEach(() => {
    vi.doUnmock('antd-mobile/es/components/image-viewer');
    real.show.mockReset();
    real.close.mockReset();
    real.fail = false;
  });

  it("shows antd's viewer with the same props once it has downloaded, and closes it through the handler", async () => {
    const viewer = await standIn();
    const props = { images: ['/a.jpg', '/b.jpg'], defaultIndex: 1, onClose: vi.fn() };
    const handler = viewer.Multi.show(props);
    await settle();
    expect(real.show).toHaveBeenCalledWith(props);
    handler.close();
    expect(real.close).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when closed before the download came', async () => {
    const viewer = await standIn();
    viewer.Multi.show({ images: ['/a.jpg'] }).close();
    await settle();
    expect(real.show).not.toHaveBeenCalled();
  });

  it('tells the uploader the viewer closed when the download fails', async () => {
    real.fail = true;
    const viewer = await standIn();
    const onClose = vi.fn();
    viewer.Multi.show({ images: ['/a.jpg'], onClose });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(real.show).not.toHaveBeenCalled();
  });
});
