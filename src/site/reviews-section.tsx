import { fillPlaceholders } from '../../core/messages.ts';
import { reviews, siteContent } from './site-content.ts';

// The User reviews section: the reviews of schemas/content/site-reviews.json, each with its stars drawn for the eye
// and said in words for a screen reader.

export function ReviewList() {
  return (
    <ul className="reviews">
      {reviews.map((review) => (
        <li key={`${review.name} ${review.place}`} className="review">
          <p className="stars">
            <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
            <span className="visually-hidden">{fillPlaceholders(siteContent.reviewStars, { stars: review.stars })}</span>
          </p>
          <blockquote>
            <p>{review.text}</p>
          </blockquote>
          <p className="reviewer">
            {review.name}, {review.place}
          </p>
        </li>
      ))}
    </ul>
  );
}
