// Hindi for the messages of src/lib/messages.ts (loaded with the 'shell' area). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../catalogue.ts';

const hindi: Catalogue = {
  'This page could not finish loading. It will start working as soon as you are back online.':
    'यह पेज पूरा लोड नहीं हो सका। इंटरनेट वापस आते ही यह काम करने लगेगा।',
  'Try again': 'फिर से कोशिश करें',
};

export default hindi;
