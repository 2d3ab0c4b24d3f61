import { SeoText } from './seo-text.tsx';

/** The women's category page's descriptive text (the spec: SEO text with Read More / Show Less). */
export default function WomenSeoText() {
  return (
    <SeoText title="Buy Western Dresses for Women Online in India">
      <p>
        Bindass Bazaar brings you western dresses made for Indian days and Indian weather: breezy cotton midis for
        college, wrap dresses for the office, tiered maxis for brunch and bodycon minis for a night out. Every dress is
        priced in rupees, inclusive of all taxes, with cash on delivery available across India.
      </p>
      <p>
        Beyond dresses, shop tops and shirts, co-ord sets, high-rise denim, palazzos and skirts, and jackets that layer
        over everything. Our Curve range runs through every style, so the looks you love come in the fit you want.
        Fusion pieces such as block-print kurtas worn with jeans, or kimonos over a slip dress, bring Indian craft to
        western cuts.
      </p>
      <p>
        Choose by size, price or rating with the filters, or sort by newest and price. Not sure of your size? Our size
        guide lists chest, waist and length in inches. Orders are dispatched within 24 to 48 business hours, and you can
        return or exchange within 5 days of delivery.
      </p>
    </SeoText>
  );
}
