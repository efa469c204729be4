import { lazy, Suspense, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { collectionType, type ProblemInitData, type ProblemOption, type ProblemOrder } from '../../api/complaints.ts';
import { showToast } from '../../platform/feedback.ts';
import { OrderSummary } from './order-summary.tsx';
import styles from './complaints.module.css';

const OrderChooser = lazy(() => import('./order-chooser.tsx'));

export interface ComplaintHomeViewProps {
  init: ProblemInitData;
  /** The order the complaint is about: the draft's, when it is still one of the borrower's, else the server's. */
  order: ProblemOrder | null;
  /** The type whose sub-types are open (collection). */
  openType: string | undefined;
  onOrder: (orderNo: string) => void;
  /** A type without sub-types was chosen, or a sub-type of collection. */
  onChoose: (type: ProblemOption, sonType?: ProblemOption) => void;
  onOpenType: (value: string | undefined) => void;
  onOpenList: () => void;
}

/** Pure: complaint home. The selected order with its 'All' switch, then 'Select question type'. */
export function ComplaintHomeView({ init, order, openType, onOrder, onChoose, onOpenType, onOpenList }: ComplaintHomeViewProps) {
  const [choosingOrder, setChoosingOrder] = useState(false);
  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.listButton} onClick={onOpenList}>
          <span aria-hidden="true" className={styles.listIcon} />
          {message('complaint.openList')}
        </button>
      </div>
      {order ? (
        <section className={styles.card} aria-label={order.productName}>
          {order.isShow === 1 && <OrderSummary order={order} />}
          {init.orderList.length > 1 && (
            <button type="button" className={styles.switch} onClick={() => setChoosingOrder(true)}>
              {message('complaint.order.all')}
            </button>
          )}
        </section>
      ) : (
        <p className={styles.note}>{message('complaint.order.none')}</p>
      )}
      {choosingOrder && (
        <Suspense fallback={null}>
          <OrderChooser
            orders={init.orderList}
            onChoose={(orderNo) => {
              onOrder(orderNo);
              setChoosingOrder(false);
            }}
            onClose={() => setChoosingOrder(false)}
          />
        </Suspense>
      )}
      {order && (
        <section className={styles.types} aria-labelledby="complaint-types">
          <h2 id="complaint-types" className={styles.typesHeading}>
            {message('complaint.type.heading')}
          </h2>
          <ul className={styles.choices}>
            {init.problemType.map((type) =>
              type.value === collectionType ? (
                <CollectionType
                  key={type.value}
                  type={type}
                  sonTypes={init.problemSonType}
                  open={openType === type.value}
                  onToggle={() => {
                    // Only a 0 refuses here: without supportCollection the server's refusal on sending decides.
                    if (order.supportCollection === 0) void showToast(message('complaint.collectionNotSupported'));
                    else onOpenType(openType === type.value ? undefined : type.value);
                  }}
                  onChoose={(sonType) => onChoose(type, sonType)}
                />
              ) : (
                <li key={type.value}>
                  <button type="button" className={styles.choice} onClick={() => onChoose(type)}>
                    {type.title}
                    <span aria-hidden="true" className={styles.arrow} />
                  </button>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
    </main>
  );
}

function CollectionType(props: { type: ProblemOption; sonTypes: ProblemOption[]; open: boolean; onToggle: () => void; onChoose: (sonType: ProblemOption) => void }) {
  const { type, sonTypes, open, onToggle, onChoose } = props;
  return (
    <li>
      <button type="button" className={styles.choice} aria-expanded={open} onClick={onToggle}>
        {type.title}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open && (
        <ul className={styles.subTypes} aria-label={message('complaint.type.sub')}>
          {sonTypes.map((sonType) => (
            <li key={sonType.value}>
              <button type="button" className={styles.choice} onClick={() => onChoose(sonType)}>
                {sonType.title}
                <span aria-hidden="true" className={styles.arrow} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The order the complaint is about: the draft's while it is one of the borrower's orders, else the server's choice. */
export function chosenOrder(init: ProblemInitData, orderNo: string | undefined): ProblemOrder | null {
  return init.orderList.find((each) => each.orderNo === orderNo) ?? init.orderDetail;
}

