import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { resolveRecords, resolveText } from '../../core/binding.ts';
import type { AgreementSubmitNode as AgreementSubmitDescriptor } from '../../core/descriptor.ts';
import { useOneAtATime } from '../../core/one-at-a-time.ts';
import { actionOf, type NodeProps } from '../node-props.ts';
import styles from './agreement-submit-node.module.css';

/**
 * The agreement checkbox (checked at first) with the agreements' titles as links, and the submit button, grey and
 * inactive while the box is unchecked (SPEC.md section 5: the agreement must be checked to submit). A link runs
 * `openAction` with {index, title}; the button runs `action`. While the submit's promise is pending the button shows
 * it is busy and every further tap is ignored (core/one-at-a-time.ts).
 */
export function AgreementSubmitNode({ node, data, actions }: NodeProps<AgreementSubmitDescriptor>) {
  const from = node.agreementsFrom;
  const agreements = resolveRecords(from.$bind, { title: from.titleKey ?? 'title' }, data).filter((agreement) => agreement.title !== '');
  const submit = actionOf(actions, node.action);
  const open = actionOf(actions, node.openAction);
  const [checked, setChecked] = useState(true);
  const submitting = useOneAtATime();
  const opening = useOneAtATime();
  const buttonLabel = resolveText(node.buttonLabel, data);

  const onSubmit = () => (checked ? submitting.run(() => submit({})) : Promise.resolve());
  const onOpen = (index: number, title: string) => opening.run(() => open({ index: String(index), title }));

  return (
    <div className={styles.box}>
      <div className={styles.agreement}>
        <Checkbox checked={checked} onChange={setChecked} className={styles.check}>
          {node.checkLabel}
        </Checkbox>{' '}
        {agreements.map((agreement, index) => (
          <button key={index} type="button" className={styles.link} onClick={() => void onOpen(index, agreement.title)}>
            {agreement.title}
          </button>
        ))}
      </div>
      <Button
        block
        color="primary"
        size="large"
        className={styles.submit}
        disabled={!checked}
        loading={submitting.busy}
        aria-busy={submitting.busy}
        onClick={() => void onSubmit()}
      >
        {buttonLabel}
      </Button>
    </div>
  );
}
