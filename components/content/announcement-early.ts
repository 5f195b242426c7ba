/** The announcements a visitor closed, by id, in local storage: they stay closed on every page. */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissedAnnouncements';
/** On an announcement's bar, its id. */
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement';
/** On a bar's close button, the id it closes. */
export const DISMISS_ANNOUNCEMENT_ATTRIBUTE = 'data-dismiss-announcement';

/**
 * Runs inline in the head, before the first paint: bars the visitor closed before are hidden by a
 * style (no flash), and a tap on a bar's close button hides it and remembers it at once — before
 * and without React (public pages hydrate only when the visitor arrives, ADR 9). Plain DOM, no text.
 */
export const ANNOUNCEMENT_EARLY_SCRIPT = `(function(){var K=${JSON.stringify(DISMISSED_ANNOUNCEMENTS_KEY)},A=${JSON.stringify(ANNOUNCEMENT_ATTRIBUTE)},D=${JSON.stringify(DISMISS_ANNOUNCEMENT_ATTRIBUTE)};
function read(){try{var v=JSON.parse(localStorage.getItem(K)||'[]');return Array.isArray(v)?v.filter(function(x){return typeof x==='number'}):[]}catch(e){return[]}}
var ids=read();if(ids.length){var s=document.createElement('style');s.textContent=ids.map(function(i){return'['+A+'="'+i+'"]'}).join(',')+'{display:none!important}';document.head.appendChild(s)}
document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('['+D+']');if(!b)return;var id=Number(b.getAttribute(D));var bar=b.closest('['+A+']');if(bar)bar.hidden=true;var list=read();if(list.indexOf(id)<0){list.push(id);try{localStorage.setItem(K,JSON.stringify(list.slice(-50)))}catch(x){}}},true)})();`;
