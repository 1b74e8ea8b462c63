// Hindi for the 'shell' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../catalogue.ts';

const hindi: Catalogue = {
  'Read the shop in {language}': 'दुकान {language} में पढ़ें',
};

export default hindi;
