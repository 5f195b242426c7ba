import { HYDRATED_EVENT } from '@/lib/hydration/hydration-gate';

/**
 * Nothing typed is lost to hydration. A phone shows a form before React owns it, and what the
 * visitor types meanwhile lives only in the DOM: React hydrates a controlled field with its own
 * state (empty) and the text is gone or, worse, shown but never saved. This runs inline, before
 * any of React: it notes each field typed in (by id, else name) until the page reports itself
 * hydrated, then types the text again as an input event React hears. The field's tracked value
 * is cleared first through its own setter, so React sees a change even if the DOM already shows
 * the text. Plain DOM, no text of its own.
 */
export const TYPED_EARLY_SCRIPT = `(function(){var typed={},keys=[],hydrated=false;
function key(el){return el.id?'#'+el.id:el.name?'@'+el.name:null}
document.addEventListener('input',function(e){var el=e.target;if(hydrated||!el||!('value' in el)||el.type==='file'||el.type==='checkbox'||el.type==='radio')return;var k=key(el);if(!k)return;if(!(k in typed))keys.push(k);typed[k]=el.value},true);
document.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){hydrated=true;setTimeout(function(){keys.forEach(function(k){var v=typed[k];var el=k.charAt(0)==='#'?document.getElementById(k.slice(1)):document.querySelector('[name="'+CSS.escape(k.slice(1))+'"]');if(!el||!('value' in el))return;
var proto=Object.getPrototypeOf(el),d=Object.getOwnPropertyDescriptor(proto,'value');if(!d||!d.set)return;el.value=v===''?' ':'';d.set.call(el,v);el.dispatchEvent(new Event('input',{bubbles:true}))});keys=[];typed={}},0)})})();`;
