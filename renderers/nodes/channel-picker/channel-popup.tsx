import { Button, Popup } from 'antd-mobile';
import { useId } from 'react';
import { imageSrc } from '../../core/image-src.ts';
import type { Channel } from './channel-picker-node.tsx';
import styles from './channel-picker-node.module.css';

export interface ChannelPopupProps {
  visible: boolean;
  title: string;
  hint: string;
  submitLabel: string;
  channels: Channel[];
  chosen: string;
  busy: boolean;
  onChoose: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The bottom popup of channels: one chosen (a check mark), the hint, and the submit button. Loaded lazily. */
export default function ChannelPopup({ visible, title, hint, submitLabel, channels, chosen, busy, onChoose, onSubmit, onClose }: ChannelPopupProps) {
  const titleId = useId();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName={styles.popup}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.hint}>{hint}</p>
        <div role="radiogroup" aria-labelledby={titleId} className={styles.channels}>
          {channels.map((channel) => {
            const checked = channel.value === chosen;
            return (
              <button
                key={channel.value}
                type="button"
                role="radio"
                aria-checked={checked}
                className={checked ? `${styles.channel} ${styles.checked}` : styles.channel}
                onClick={() => onChoose(channel.value)}
              >
                {imageSrc(channel.logo) ? <img src={imageSrc(channel.logo)} alt="" className={styles.logo} /> : null}
                <span className={styles.name}>{channel.name}</span>
                <span className={styles.check} aria-hidden="true">
                  {checked ? (
                    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  ) : null}
                </span>
              </button>
            );
          })}
        </div>
        <Button block color="primary" size="large" loading={busy} loadingText={submitLabel} aria-busy={busy} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </div>
    </Popup>
  );
}
