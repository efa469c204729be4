import { Button, Card, Image } from 'antd-mobile';
import { message } from '../../../core/messages.ts';
import type { RecommendedProduct } from '../../api/service.ts';

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
    <section aria-labelledby="recommended-heading" style={{ padding: '0 12px 24px' }}>
      <h2 id="recommended-heading" style={{ fontSize: 'var(--adm-font-size-8)', margin: '16px 4px 8px' }}>
        {message('jointLogin.recommended')}
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {products.map((product, position) => {
          const clickable = product.globally === 1;
          return (
            <li key={product.productId} data-product-id={product.productId}>
              <Card>
                <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                  <Image src={product.logo} alt="" width={40} height={40} fit="contain" lazy={false} style={{ borderRadius: 8, flex: 'none' }} />
                  <h3 style={{ margin: 0, fontSize: 'var(--adm-font-size-8)', flex: 1 }}>{product.name}</h3>
                </div>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', margin: '12px 0 8px' }}>
                  <div>
                    <div style={{ fontSize: 'var(--adm-font-size-9)', fontWeight: 600 }}>{product.amountRange}</div>
                    <div style={{ fontSize: 'var(--adm-font-size-4)', color: 'var(--adm-color-weak)' }}>{product.rangeDesc}</div>
                  </div>
                  <div style={{ fontSize: 'var(--adm-font-size-5)', color: 'var(--adm-color-text-secondary)' }}>{product.rate}</div>
                </div>
                <p style={{ margin: '0 0 12px', fontSize: 'var(--adm-font-size-5)', color: 'var(--adm-color-weak)' }}>{product.description}</p>
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
