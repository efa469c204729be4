import { errorId, type WidgetProps } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { ImageUploaderWidget } from '../image-uploader/image-uploader-widget.tsx';
import { acceptsImagesOnly, nameOfDataUrl, readDataUrl } from './data-url.ts';
import styles from './file-widget.module.css';

// A file in the data as a data-url (format 'data-url', ui:widget 'file', or 'files' for an array of them). Images
// only (ui:options.accept 'image/*') go through the registry's image uploader, whose "upload" here just reads the
// file; any other file gets a plain antd-mobile picker: a button, the chosen file names, and a remove button each.

const readUpload = (file: File) => readDataUrl(file);

function ImageFiles(props: WidgetProps) {
  const { schema, value, onChange, options } = props;
  const many = schema.type === 'array';
  return (
    <ImageUploaderWidget
      {...props}
      schema={many ? schema : { ...schema, maxItems: 1 }}
      value={many ? value : typeof value === 'string' && value !== '' ? [value] : []}
      options={{ ...options, upload: readUpload }}
      onChange={(urls: unknown) => {
        if (many) onChange(urls);
        else onChange(Array.isArray(urls) && typeof urls[0] === 'string' ? urls[0] : options.emptyValue);
      }}
    />
  );
}

function OtherFiles(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, schema, value, onChange, onBlur, options } = props;
  const many = schema.type === 'array';
  const files = (many ? (Array.isArray(value) ? value : []) : typeof value === 'string' && value !== '' ? [value] : []) as string[];
  const picker = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const locked = disabled || readonly;

  const store = (next: string[]) => {
    onChange(many ? next : (next[0] ?? options.emptyValue));
    onBlur(id, next);
  };

  const errors = failed ? [message('widget.file.unreadable'), ...(rawErrors ?? [])] : rawErrors;
  const invalid = shownErrors(errors, hideError).length > 0;
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={errors} hideError={hideError}>
      <input
        ref={picker}
        id={id}
        name={props.htmlName ?? id}
        type="file"
        className={styles.native}
        accept={typeof options.accept === 'string' ? options.accept : undefined}
        multiple={many}
        disabled={locked}
        tabIndex={-1}
        onChange={async (event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length === 0) return;
          try {
            const read = await Promise.all(chosen.map(readDataUrl));
            setFailed(false);
            store(many ? [...files, ...read] : read.slice(0, 1));
          } catch {
            setFailed(true);
          }
        }}
      />
      <ul className={styles.files}>
        {files.length === 0 ? <li className={styles.none}>{message('widget.file.none')}</li> : null}
        {files.map((file, index) => {
          const name = nameOfDataUrl(file) ?? message('widget.file.none');
          return (
            <li key={`${index}-${name}`} className={styles.file}>
              <span className={styles.name}>{name}</span>
              {locked ? null : (
                <Button size="mini" fill="none" color="danger" onClick={() => store(files.filter((_, at) => at !== index))}>
                  {message('widget.file.remove', { name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {locked ? null : (
        <Button
          size="small"
          color="primary"
          fill="outline"
          // Described by the field's label (through the hidden input's) and, when refused, by its error, as every other widget.
          aria-describedby={invalid ? `${id} ${errorId(id)}` : id}
          aria-invalid={invalid || undefined}
          onClick={() => picker.current?.click()}
        >
          {files.length > 0 && !many ? message('widget.file.replace') : message('widget.file.choose')}
        </Button>
      )}
    </FieldFrame>
  );
}

export function FileWidget(props: WidgetProps) {
  return acceptsImagesOnly(props.options.accept) ? <ImageFiles {...props} /> : <OtherFiles {...props} />;
}

export default FileWidget;
