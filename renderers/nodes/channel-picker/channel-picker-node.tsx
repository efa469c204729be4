import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { resolveRecords, resolveText } from '../../core/binding.ts';
import type { ChannelPickerNode as ChannelPickerDescriptor } from '../../core/descriptor.ts';
import { useOneAtATime } from '../../core/one-at-a-time.ts';
import { useLazyOverlay } from '../../core/use-lazy-overlay.ts';
import { actionOf, type NodeProps } from '../node-props.ts';
import styles from './channel-picker-node.module.css';

// The popup (antd-mobile's Popup and its mask) loads on the first touch of the button, not with the page.
const loadPopup = () => import('./channel-popup.tsx');
const ChannelPopup = lazy(loadPopup);

export interface Channel {
  name: string;
  logo: string;
  value: string;
}

/**
 * 'Payment Method': a button opening a bottom popup of the channels read from the data, the first chosen. The
 * popup's submit button runs the screen's `action` with the chosen channel ({channel, name}); while its promise is
 * pending the button shows it is busy, and further taps are ignored. An optional notice is drawn above the button.
 */
export function ChannelPickerNode({ node, data, actions }: NodeProps<ChannelPickerDescriptor>) {
  const from = node.channelsFrom;
  const channels: Channel[] = resolveRecords(
    from.$bind,
    { name: from.nameKey ?? 'name', logo: from.logoKey ?? 'logo', value: from.valueKey ?? 'value' },
    data,
  ).filter((channel) => channel.value !== '');
  const submit = actionOf(actions, node.action);
  const overlay = useLazyOverlay(loadPopup);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const paying = useOneAtATime();
  if (channels.length === 0) return null;
  // Server-supplied: drawn as text, never as markup.
  const notice = resolveText(node.notice, data);
  const current = channels.find((channel) => channel.value === chosen) ?? channels[0]!;

  const pay = () => paying.run(() => submit({ channel: current.value, name: current.name }));

  return (
    <div className={styles.picker}>
      {notice ? (
        <p role="note" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        {...overlay.triggerProps}
      >
        {node.buttonLabel}
      </Button>
      {overlay.mounted ? (
        <Suspense fallback={null}>
          <ChannelPopup
            visible={overlay.open}
            title={node.title ?? node.buttonLabel}
            hint={node.hint}
            submitLabel={node.submitLabel}
            channels={channels}
            chosen={current.value}
            busy={paying.busy}
            onChoose={setChosen}
            onSubmit={() => void pay()}
            onClose={overlay.close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
