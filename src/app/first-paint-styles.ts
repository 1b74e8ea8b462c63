// Our own stylesheets for what the pre-rendered public pages paint before their code runs:
// product cards (home, products, deals, a product page's shelves), prices, ratings, product
// pictures, specification tables and the footer's deferred layout. Imported by the entry, so
// they are part of its stylesheet, which the pre-render inlines; left to the route chunks,
// they arrived with the page's code and the first paint showed unstyled cards (Lighthouse: /products LCP 2.8 -> 4.0 s). Plain
// stylesheets with prefixed class names, not CSS modules: the bundler drops a CSS module
// imported only for its side effect.
import '../features/catalogue/product-card.css';
import './layout/site-footer.css';
import '../ui/price-tag.css';
import '../ui/product-image.css';
import '../ui/data-table.css';
import '../ui/rating-line.css';
