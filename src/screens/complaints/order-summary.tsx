import { imageSrc } from '../../../renderers/core/image-src.ts';
import type { ProblemOrder } from '../../api/complaints.ts';
import styles from './complaints.module.css';

/** An order as complaint home shows it: the product's logo and name, its status and the server's rows. */
export function OrderSummary({ order }: { order: ProblemOrder }) {
  return (
    <>
      <div className={styles.product}>
        {/* The server's logo address, kept only when it is a plain image address (no javascript:, no //host). */}
        {imageSrc(order.productLogo) && <img src={imageSrc(order.productLogo)} alt="" width={40} height={40} className={styles.logo} />}
        <span className={styles.productName}>{order.productName}</span>
        <span className={styles.status}>{order.status}</span>
      </div>
      <dl className={styles.rows}>
        {order.rows.map((row) => (
          <div key={row.title} className={styles.row}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
