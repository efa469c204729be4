import type { WidgetProps } from '@rjsf/utils';
import { message } from '../../../core/messages.ts';
import { InputWithButton } from '../input-with-button.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';
import styles from './captcha-widget.module.css';

// A picture-captcha field: the text input with the image beside it. The widget fetches nothing: the screen
// gives the image URL and what a tap on the image does through ui:options.

export interface CaptchaOptions {
  /** Same-origin URL of the current image; absent while there is none yet. */
  imageUrl?: string;
  /** A tap on the image: the screen decides whether a new one may be drawn. */
  onRefresh?: () => void;
  /** The image failed to load (for example an expired sid). */
  onImageError?: () => void;
}

export function CaptchaWidget(props: WidgetProps) {
  const { disabled, readonly } = props;
  const options = props.options as WidgetProps['options'] & CaptchaOptions;
  const max = maxLengthOf(props);
  const refreshLabel = message('widget.captcha.refresh');
  return (
    <InputWithButton
      widget={props}
      input={(typed) => ({
        autoComplete: 'off',
        autoCapitalize: 'off',
        value: textOf(typed.value),
        maxLength: max,
        onChange: (text) => typed.change(valueOf(clip(text.trim(), max), props)),
      })}
    >
      <button type="button" className={styles.imageButton} aria-label={refreshLabel} title={refreshLabel} disabled={disabled || readonly} onClick={() => options.onRefresh?.()}>
        {options.imageUrl ? (
          <img src={options.imageUrl} alt="" width={110} height={40} className={styles.image} onError={() => options.onImageError?.()} />
        ) : (
          <span role="status">{message('widget.captcha.loading')}</span>
        )}
      </button>
    </InputWithButton>
  );
}
