// The catalogue's text search as the product list loads it (search-loader.ts imports this
// module on demand, so MiniSearch stays out of the first paint). The index itself is pure and
// shared with the assistant: src/lib/catalogue-search.ts.
export { indexSome, isIndexed, searchProducts } from '../../src/lib/catalogue-search.ts';
