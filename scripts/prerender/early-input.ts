// A pre-rendered page paints seconds before its code has arrived on a slow phone, and it looks
// ready: so from the first paint, nothing a person does to it may be lost. This script, inline
// in <head> (it runs before the body is parsed), catches what needs the code until React has
// hydrated the page, and hands it over (src/app/early-input.ts):
//   - A tap on Add to Cart is written to the cart's write-ahead journal at once, as the app
//     writes it (sync/cart/journal.ts: one localStorage key per op), and the header's badge
//     shows the new count in the next frame. A reload right after keeps it; the app folds the
//     journal once, as it folds its own taps.
//   - A tap on any other button, and a form sent with Enter, is held (the button marked
//     pending) and carried out once the page is the app's, in order, once each; so is a tap
//     on a field that opens a list (a select's input: readonly or aria-haspopup), which keeps
//     the focus the browser gave it.
//   - Typing, ticking and picking are the browser's own (the page is not inert); the script
//     notes each field's pre-rendered value and the person's last one, and the app tells
//     React (which keeps its own state) what the field now says.
//   - Links navigate and a form with an action (the header's search) submits, as plain HTML;
//     a link that also notes a choice on the device (the language switch) writes it first.
// Nothing here changes the markup React hydrates (text or elements): only attributes, which
// hydration leaves alone, and which the app clears when it takes over.
//
// The script is a constant allowed by its hash in the Content-Security-Policy, as the entry
// loader and the catalogue check are (supabase/local/app-host/security-headers.ts).
import { createHash } from 'node:crypto';
import {
  CART_BADGE_ATTRIBUTE,
  EARLY_ADD_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  EARLY_MARKS,
  EARLY_QUANTITY_ATTRIBUTE,
  EARLY_STORE_ATTRIBUTE,
} from '../../src/lib/early-input.ts';
import { CART_OP_PREFIX, CART_SEEN_KEY } from '../../sync/cart/journal.ts';
import { EARLY_PRODUCT_FIELDS } from '../../sync/cart/journal-fold.ts';

export const EARLY_INPUT = `(function(w,d){
var off=false,taps=[],fields=[],seq=0,ls=null,F=${JSON.stringify(EARLY_PRODUCT_FIELDS)};
try{ls=w.localStorage}catch(e){}
function mine(el){var r=d.getElementById("root");return !off&&r&&el&&r.contains(el)}
function box(el){return el.type==="checkbox"||el.type==="radio"}
function first(el){if(box(el))return el.defaultChecked;if(el.tagName!=="SELECT")return el.defaultValue;for(var i=0;i<el.options.length;i++)if(el.options[i].defaultSelected)return el.options[i].value;return el.options.length?el.options[0].value:""}
function typed(e){var el=e.target,f,i;if(!mine(el)||!/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))return;for(i=0;i<fields.length;i++)if(fields[i].el===el)f=fields[i];if(!f)fields.push(f={el:el,initial:first(el)});f.value=box(el)?el.checked:el.value}
function count(){var l={},o=[],n=0,k,i,q;
try{JSON.parse(ls.getItem("${CART_SEEN_KEY}")||"[]").forEach(function(x){l[x.productId]=x.quantity})}catch(e){}
for(i=0;i<ls.length;i++){k=ls.key(i);if(k&&k.indexOf("${CART_OP_PREFIX}")===0)try{o.push(JSON.parse(ls.getItem(k)))}catch(e){}}
o.sort(function(a,b){return a.at-b.at||a.seq-b.seq}).forEach(function(op){if(op.kind==="add"){k=op.product.productId;l[k]=Math.max((l[k]||0)+op.quantity,op.product.moq)}else if(l[op.productId]){if(op.quantity>0)l[op.productId]=op.quantity;else delete l[op.productId]}});
for(k in l)n+=l[k];return n}
function add(el){var p={},a,q,at,op,n;
try{a=JSON.parse(el.getAttribute("${EARLY_ADD_ATTRIBUTE}"));F.forEach(function(k,i){p[k]=a[i]})}catch(e){return false}
q=d.getElementById(el.getAttribute("${EARLY_QUANTITY_ATTRIBUTE}")||"");
q=Math.max(p.moq||1,q&&parseInt(q.value.replace(/\\D/g,""),10)||0);
at=Date.now();seq+=1;
op={id:at.toString(36)+"-"+Math.random().toString(36).slice(2,10)+"-early"+seq,at:at,seq:seq,kind:"add",product:p,quantity:q};
try{ls.setItem("${CART_OP_PREFIX}"+op.id,JSON.stringify(op))}catch(e){return false}
n=count();el.setAttribute("${EARLY_MARKS.added}","");
d.querySelectorAll("[${CART_BADGE_ATTRIBUTE}]").forEach(function(b){b.setAttribute("data-count",n);b.setAttribute("${EARLY_MARKS.count}",n>99?"99+":n)});
return true}
function hold(el){if(!(el.form&&el.type==="submit"&&taps.indexOf(el)>=0))taps.push(el);el.setAttribute("${EARLY_MARKS.pending}","")}
function stop(e){e.preventDefault();e.stopImmediatePropagation()}
d.addEventListener("input",typed,true);
d.addEventListener("change",typed,true);
d.addEventListener("click",function(e){var el=e.target.closest&&e.target.closest("a[href],button,[role=button],input,select,textarea,label,summary");
if(!mine(el)||el.disabled)return;
if(el.tagName==="A"){try{var s=JSON.parse(el.getAttribute("${EARLY_STORE_ATTRIBUTE}")||"{}");for(var k in s)ls.setItem(k,s[k])}catch(x){}return}
if(el.tagName==="INPUT"&&(el.readOnly||el.hasAttribute("aria-haspopup"))){taps.push(el);return}
if(el.tagName!=="BUTTON"&&el.getAttribute("role")!=="button"||el.form&&el.type==="submit"&&el.form.hasAttribute("action"))return;
stop(e);if(!(el.hasAttribute("${EARLY_ADD_ATTRIBUTE}")&&ls&&add(el)))hold(el)},true);
d.addEventListener("submit",function(e){var f=e.target,b;if(!mine(f)||f.hasAttribute("action"))return;
stop(e);b=e.submitter||f.querySelector("[type=submit],button:not([type])");if(b)hold(b)},true);
w["${EARLY_INPUT_GLOBAL}"]={stop:function(){off=true;return{taps:taps,fields:fields}}};
})(window,document)`;

/** The CSP source that allows the script and nothing else inline. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT).digest('base64')}'`;

// A held tap shows it is on its way; the badge shows the journal's count until React's own
// badge (the Indicator's label) is there.
const EARLY_STYLE = [
  `[${EARLY_MARKS.pending}]{cursor:progress;opacity:.75}`,
  `[${EARLY_MARKS.count}]{position:relative}`,
  `[${EARLY_MARKS.count}]::after{content:attr(${EARLY_MARKS.count});position:absolute;top:-2px;right:-2px;min-width:18px;padding:0 5px;box-sizing:border-box;border-radius:9px;background:var(--mantine-color-mgrid-7);color:#fff;font:700 11px/18px sans-serif;text-align:center}`,
  `[${EARLY_MARKS.count}]:has(.mantine-Indicator-indicator)::after{display:none}`,
].join('');

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** `html` with the script and its style first in <head> (after the charset). */
export function withEarlyInput(html: string): string {
  const early = `<style data-early-input>${EARLY_STYLE}</style><script>${EARLY_INPUT}</script>`;
  return CHARSET.test(html)
    ? html.replace(CHARSET, (charset) => `${charset}${early}`)
    : html.replace('<head>', () => `<head>${early}`);
}
