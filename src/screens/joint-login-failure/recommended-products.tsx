import { Button, Card } from 'antd-mobile';
import { message } from '../../../core/messages.ts';
import type { RecommendedProduct } from '../../api/service.ts';
import styles from './recommended-products.module.css';

export interface RecommendedProductsProps {
  products: RecommendedProduct[];
  /** productId whose link is being fetched: its button spins and the others wait. */
  opening?: string;
  onOpen: (product: RecommendedProduct, position: number) => void;
}

/** The 'family' products: logo, name, amount range, rate and description; only globally 1 is clickable. */
export function RecommendedProducts({ products, opening, onOpen }: RecommendedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading" className={styles.products}>
      <h2 id="recommended-heading" className={styles.heading}>
        {message('jointLogin.recommended')}
      </h2>
      <ul className={styles.list}>
        {products.map((product, position) => {
          const clickable = product.globally === 1;
          return (
            <li key={product.productId} data-product-id={product.productId}>
              <Card>
                <div className={styles.identity}>
                  {/* A plain img, not antd-mobile's Image (2.2 KB gzip in the first load for one logo): the size is in the
                      attributes, so nothing moves when it arrives, and the box's background stands in until then. */}
                  <img src={product.logo} alt="" width={40} height={40} loading="eager" decoding="async" className={styles.logo} />
                  <h3 className={styles.name}>{product.name}</h3>
                </div>
                <div className={styles.terms}>
                  <div>
                    <div className={styles.amount}>{product.amountRange}</div>
                    <div className={styles.range}>{product.rangeDesc}</div>
                  </div>
                  <div className={styles.rate}>{product.rate}</div>
                </div>
                <p className={styles.description}>{product.description}</p>
                <Button
                  block
                  color={clickable ? 'primary' : 'default'}
                  disabled={!clickable || (opening !== undefined && opening !== product.productId)}
                  loading={opening === product.productId}
                  onClick={() => onOpen(product, position)}
                >
                  {product.buttonText}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
