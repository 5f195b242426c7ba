import { HYDRATED_EVENT } from '@/lib/hydration/hydration-gate';

/**
 * Nothing typed is lost to hydration. A phone shows a form before React owns it, and what the
 * visitor types meanwhile lives only in the DOM: React hydrates a controlled field with its own
 * state (empty) and the text is gone or, worse, shown but never saved. This runs inline, before
 * any of React: it keeps each field typed in (the element itself: hydration keeps the server's
 * nodes) with its text, until the page reports itself hydrated; then, for a field that still shows
 * that text or was emptied by React, it types the text again as an input event React hears. A
 * field typed in since (React already has it) is left alone. The field's tracked value is cleared
 * first through its own setter, so React sees a change even if the DOM already shows the text.
 * Plain DOM, no text of its own.
 */
export const TYPED_EARLY_SCRIPT = `(function(){var fields=[],texts=[],hydrated=false;
document.addEventListener('input',function(e){var el=e.target;if(hydrated||!el||!('value' in el)||el.type==='file'||el.type==='checkbox'||el.type==='radio')return;var i=fields.indexOf(el);if(i<0){fields.push(el);texts.push(el.value)}else texts[i]=el.value},true);
document.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){hydrated=true;setTimeout(function(){fields.forEach(function(el,i){var v=texts[i];if(!el.isConnected||(el.value!==v&&el.value!==''))return;
var d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),'value');if(!d||!d.set)return;el.value=v===''?' ':'';d.set.call(el,v);el.dispatchEvent(new Event('input',{bubbles:true}))});fields=[];texts=[]},0)})})();`;
