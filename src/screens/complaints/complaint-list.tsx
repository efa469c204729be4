import { useEffect, useState } from 'react';
import { message } from '../../../core/messages.ts';
import routeTable from '../../../schemas/routes.json';
import { useProblemList, type ProblemListData } from '../../api/complaints.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate } from '../../ui/error-state.tsx';
import { preloadTabRow, TabRow } from '../../ui/tab-row.tsx';
import { useFlowMove } from './flow-history.ts';
import styles from './complaints.module.css';

export interface ComplaintListViewProps {
  list: ProblemListData;
  onOpen: (problemId: string) => void;
}

/** Pure: the server's tabs, each a list of cards (time, 'Problem Type', the type, the content); a tap opens one. */
export function ComplaintListView({ list, onOpen }: ComplaintListViewProps) {
  const [active, setActive] = useState(0);
  const tab = list.tabs[Math.min(active, list.tabs.length - 1)];
  return (
    <main className={styles.page}>
      <h1 className={styles.visuallyHidden}>{routeTable.routes.complaintList.title}</h1>
      {list.tabs.length > 1 && (
        <TabRow
          label={routeTable.routes.complaintList.title}
          tabs={list.tabs.map((each, index) => ({ key: String(index), title: each.title }))}
          active={String(active)}
          onChange={(key) => setActive(Number(key))}
        />
      )}
      {!tab || tab.list.length === 0 ? (
        <p className={styles.note}>{message('complaint.list.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {tab.list.map((card) => (
            <li key={card.id}>
              <button type="button" className={styles.complaintCard} onClick={() => onOpen(card.id)}>
                <time className={styles.time}>{card.time}</time>
                <span className={styles.cardType}>
                  <span className={styles.label}>{message('complaint.list.problemType')}</span> {card.type}
                </span>
                <span className={styles.content}>{card.content}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** The complaint list (route 'complaintList'). */
export default function ComplaintList() {
  useDocumentTitle(routeTable.routes.complaintList.title);
  // The tabs start loading beside the list's call when the list is shown, not when the other steps of the flow
  // fetch this one on spec (complaint-flow.tsx): a borrower who never opens the list pays nothing for its tabs.
  useEffect(preloadTabRow, []);
  const go = useFlowMove();
  const { data, error, isValidating, mutate } = useProblemList();
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
      {(list) => <ComplaintListView list={list} onOpen={(problemId) => go('complainDetails', { problemId })} />}
    </LoadGate>
  );
}
