import type { WidgetProps } from '@rjsf/utils';
import { ImageUploader, type ImageUploaderRef, type ImageUploadItem } from 'antd-mobile';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import styles from './image-uploader-widget.module.css';

// The image uploader itself, which image-uploader-widget.tsx loads when the field is first drawn. It draws an
// array-of-strings field (uiSchema 'ui:widget': 'imageUploader': rjsf then draws one custom widget for the whole
// array). The value holds only the URLs of images the server has taken; an image on its way or refused is the widget's
// own state, a tile of its own with its progress, or with Retry (the File is kept in memory, so only it is sent
// again). The widget fetches nothing: the screen injects the upload and how an uploaded URL is shown.
//
// antd-mobile's ImageUploader lays out the tiles and draws the add button with its file input; every tile is ours,
// through renderItem, because antd's own have an unlabelled delete icon, no progress and no retry. Files are taken
// in beforeUpload, so antd's own upload queue stays empty.

// The enlarged view (antd-mobile's ImageViewer, with its gestures and its animated mask: about 30 KB gzip) downloads
// when a picture is first touched, not with the form; antd's uploader's own import of it is a stand-in
// (renderers/stand-ins/antd-image-viewer.ts).
const loadViewer = () => import('antd-mobile/es/components/image-viewer');
const MultiImageViewer = lazy(() => loadViewer().then((module) => ({ default: module.default.Multi })));

/** What the screen passes in ui:options (re-exported by image-uploader-widget.tsx). */
export interface ImageUploaderOptions {
  /**
   * Sends one image (compression, if any, is the function's) and resolves with its URL, which goes into the value.
   * onProgress takes the fraction sent, 0 to 1. Rejects with an Error whose message the borrower reads beside the
   * field. The signal aborts when the borrower removes the image while it is on its way, or the field goes away.
   * Any toast, such as 'Upload succeeded!', is this function's: the widget shows no toast.
   * Without it the widget only shows the images of its value (nothing can be added).
   */
  upload?: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<string>;
  /** The src that shows an uploaded URL (the screen appends its session query); the URL itself by default. */
  imageSrc?: (url: string) => string;
}

/** An image not (yet) in the value. */
interface Pending {
  id: number;
  file: File;
  /** An object URL of the file, for its tile; freed when the tile goes. */
  preview: string | undefined;
  /** Whole percent sent, 0 to 100, while on its way. */
  percent: number;
  /** What the borrower reads once it has failed. */
  failure?: string;
}

/** A tile: antd lays out one item per tile, keyed by `key`. */
type Tile = { key: string; index: number } & ({ kind: 'uploaded'; url: string; position: number } | { kind: 'pending'; pending: Pending });

function urlsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function previewOf(file: File): string | undefined {
  // jsdom (the component and story tests) has no object URLs; the tile then shows its mask alone.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function release(item: Pending): void {
  if (item.preview !== undefined) URL.revokeObjectURL(item.preview);
}

/** antd labels its file input 'Upload': the field's own label names it instead, as every other widget's input. */
function nameInput(input: HTMLInputElement | null | undefined, id: string, label: string | undefined): void {
  if (!input) return;
  input.id = id;
  if (label) input.removeAttribute('aria-label');
  else input.setAttribute('aria-label', message('widget.imageUploader.add'));
}

const sameSrc = (url: string) => url;

export function ImageUploaderField(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, onChange } = props;
  const options = props.options as WidgetProps['options'] & ImageUploaderOptions;
  const imageSrc = options.imageSrc ?? sameSrc;
  const maxCount = typeof props.schema.maxItems === 'number' && props.schema.maxItems > 0 ? props.schema.maxItems : 0;
  const canAdd = !disabled && !readonly && options.upload !== undefined;
  const canRemove = !disabled && !readonly;

  // The URLs drawn: the form's value, or what this widget last sent it. Uploads finish at their own pace, the next
  // possibly before the form has drawn the value the last one set, so the callbacks read and write the latest
  // through latestUrls; a new value from the form (a restored draft) replaces both.
  const [seenValue, setSeenValue] = useState<unknown>(props.value);
  const [urls, setUrlsState] = useState(() => urlsOf(props.value));
  if (seenValue !== props.value) {
    setSeenValue(props.value);
    setUrlsState(urlsOf(props.value));
  }
  const latestUrls = useRef(urls);
  useEffect(() => {
    latestUrls.current = urls;
  }, [urls]);
  const setUrls = (next: string[]) => {
    latestUrls.current = next;
    setUrlsState(next);
    onChange(next);
  };

  // The images on their way or failed: drawn from state, read and written by the callbacks through pendingRef.
  const [pending, setPendingState] = useState<Pending[]>([]);
  const pendingRef = useRef<Pending[]>([]);
  const setPending = (change: (list: Pending[]) => Pending[]) => {
    pendingRef.current = change(pendingRef.current);
    setPendingState(pendingRef.current);
  };
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(0);
  const [leftOut, setLeftOut] = useState(false);
  // The enlarged image: a fresh viewer (key) opens at the tapped one; closing keeps it for its fade-out. Drawn from the
  // first tap on (`mounted`), once its code is there.
  const [viewer, setViewer] = useState({ key: 0, open: false, start: 0, mounted: false });

  // When the field goes away, an upload still on its way is stopped (nothing would take its URL) and previews are freed.
  useEffect(() => {
    const running = controllers.current;
    const waiting = pendingRef;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      waiting.current.forEach(release);
    };
  }, []);

  function send(id: number) {
    const item = pendingRef.current.find((p) => p.id === id);
    const upload = options.upload;
    if (!item || !upload) return;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    const update = (change: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
    update({ percent: 0, failure: undefined });
    const onProgress = (fraction: number) => {
      const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      if (!controller.signal.aborted && pendingRef.current.find((p) => p.id === id)?.percent !== percent) update({ percent });
    };
    const fail = (error: unknown) => update({ failure: error instanceof Error && error.message ? error.message : message('widget.imageUploader.uploadFailed') });
    new Promise<string>((resolve) => resolve(upload(item.file, onProgress, controller.signal))).then(
      (url) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        if (typeof url !== 'string' || url === '') return fail(undefined);
        release(item);
        setPending((list) => list.filter((p) => p.id !== id));
        setUrls([...latestUrls.current, url]);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        fail(error);
      },
    );
  }

  function add(files: File[]) {
    const room = maxCount > 0 ? Math.max(0, maxCount - latestUrls.current.length - pendingRef.current.length) : files.length;
    const taken = files.slice(0, room).map((file): Pending => ({ id: nextId.current++, file, preview: previewOf(file), percent: 0 }));
    setLeftOut(taken.length < files.length);
    setPending((list) => [...list, ...taken]);
    for (const item of taken) send(item.id);
  }

  function remove(tile: Tile) {
    setLeftOut(false);
    if (tile.kind === 'uploaded') {
      setUrls(latestUrls.current.filter((_, position) => position !== tile.position));
      return;
    }
    const { id: pendingId } = tile.pending;
    controllers.current.get(pendingId)?.abort();
    controllers.current.delete(pendingId);
    release(tile.pending);
    setPending((list) => list.filter((p) => p.id !== pendingId));
  }

  function enlarge(position: number) {
    setViewer((shown) => ({ key: shown.key + 1, open: true, start: position, mounted: true }));
  }

  const tiles = new Map<string, Tile>();
  urls.forEach((url, position) => {
    const key = `uploaded:${position}:${url}`;
    tiles.set(key, { key, index: position + 1, kind: 'uploaded', url, position });
  });
  pending.forEach((item, order) => {
    const key = `pending:${item.id}`;
    tiles.set(key, { key, index: urls.length + order + 1, kind: 'pending', pending: item });
  });
  const items: ImageUploadItem[] = [...tiles.keys()].map((key) => ({ key, url: key }));

  const failures = [...tiles.values()].flatMap((tile) =>
    tile.kind === 'pending' && tile.pending.failure !== undefined
      ? [message('widget.imageUploader.failedReason', { index: tile.index, reason: tile.pending.failure })]
      : [],
  );
  const errors = [...(rawErrors ?? []), ...failures];

  const uploaderRef = useRef<ImageUploaderRef>(null);
  useNativeAria(uploaderRef, id, shownErrors(errors, hideError).length > 0, required);
  useLayoutEffect(() => nameInput(uploaderRef.current?.nativeElement, id, label));

  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={errors} hideError={hideError}>
      <ImageUploader
        ref={uploaderRef}
        value={items}
        upload={noUpload}
        beforeUpload={(file, files) => {
          // antd asks once per file of a selection, in order: the first call takes the whole selection.
          if (file === files[0]) add(files);
          return null;
        }}
        multiple
        maxCount={maxCount}
        showUpload={canAdd}
        disableUpload={!canAdd}
        renderItem={(_antdTile, item) => {
          const tile = tiles.get(String(item.key));
          return tile ? (
            <TileView key={tile.key} tile={tile} imageSrc={imageSrc} canRemove={canRemove} onEnlarge={enlarge} onRetry={send} onRemove={remove} />
          ) : null;
        }}
      >
        <span className={styles.add} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M11 4h2v16h-2zM4 11h16v2H4z" fill="currentColor" />
          </svg>
        </span>
      </ImageUploader>
      {/* Drawn here rather than by ImageViewer.show: antd-mobile's imperative render needs the render shim, which is the app's. */}
      {viewer.mounted && urls.length > 0 ? (
        <Suspense fallback={null}>
          <MultiImageViewer
            key={viewer.key}
            images={urls.map(imageSrc)}
            defaultIndex={Math.min(viewer.start, urls.length - 1)}
            visible={viewer.open}
            onClose={() => setViewer((shown) => ({ ...shown, open: false }))}
          />
        </Suspense>
      ) : null}
      {leftOut ? (
        <div role="status" className={styles.note}>
          {message('widget.imageUploader.countExceeded', { max: maxCount })}
        </div>
      ) : null}
    </FieldFrame>
  );
}

/** antd's own upload is never called: beforeUpload takes every file. */
function noUpload(): Promise<ImageUploadItem> {
  return Promise.reject(new Error('ImageUploaderField takes files in beforeUpload'));
}

interface TileViewProps {
  tile: Tile;
  imageSrc: (url: string) => string;
  canRemove: boolean;
  onEnlarge: (position: number) => void;
  onRetry: (id: number) => void;
  onRemove: (tile: Tile) => void;
}

function TileView({ tile, imageSrc, canRemove, onEnlarge, onRetry, onRemove }: TileViewProps) {
  const { index } = tile;
  if (tile.kind === 'uploaded') {
    return (
      <div className={styles.tile}>
        <button
          type="button"
          className={styles.view}
          aria-label={message('widget.imageUploader.view', { index })}
          // The viewer's download starts on the touch, before the tap completes.
          onTouchStart={() => void loadViewer().catch(() => undefined)}
          onMouseDown={() => void loadViewer().catch(() => undefined)}
          onClick={() => onEnlarge(tile.position)}
        >
          <img src={imageSrc(tile.url)} alt="" className={styles.image} />
        </button>
        {canRemove ? <RemoveButton label={message('widget.imageUploader.delete', { index })} onClick={() => onRemove(tile)} /> : null}
      </div>
    );
  }
  const { pending } = tile;
  const failed = pending.failure !== undefined;
  return (
    <div className={failed ? `${styles.tile} ${styles.failed}` : styles.tile}>
      {pending.preview ? <img src={pending.preview} alt="" className={styles.image} /> : null}
      <div className={styles.mask}>
        {failed ? (
          <>
            <span className={styles.state}>{message('widget.imageUploader.failed')}</span>
            <button type="button" className={styles.retry} aria-label={message('widget.imageUploader.retryLabel', { index })} onClick={() => onRetry(pending.id)}>
              {message('widget.imageUploader.retry')}
            </button>
          </>
        ) : (
          <div
            role="progressbar"
            aria-label={message('widget.imageUploader.uploading', { index })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pending.percent}
            className={styles.progress}
          >
            <span className={styles.state}>{`${pending.percent}%`}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${pending.percent}%` }} />
            </span>
          </div>
        )}
      </div>
      {canRemove ? (
        <RemoveButton label={message(failed ? 'widget.imageUploader.delete' : 'widget.imageUploader.cancel', { index })} onClick={() => onRemove(tile)} />
      ) : null}
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.remove} aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
        <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </button>
  );
}
