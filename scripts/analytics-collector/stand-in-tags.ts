/**
 * Stand-ins of the three browser tags, served by the local collector at the paths the real ones
 * have (only the origin differs, so the shop's loader and its configuration are the same). Each
 * takes over the queue the page's stub filled before it loaded, as the real script does, and then
 * posts every call to the collector as `POST /browser/{ga4|meta|tiktok}` `{name, params}`.
 *
 * - gtag.js: the page defines `dataLayer` and `gtag(){dataLayer.push(arguments)}`; an `event` call
 *   is sent by its event name, any other command (`js`, `config`, `consent`) by the command's.
 * - fbevents.js: the page's `fbq` stub queues in `fbq.queue` until `fbq.callMethod` exists; `track`
 *   is sent by its event name with the custom data and the options (`eventID`) merged.
 * - TikTok's events.js: the page's `ttq` is an array of `[method, ...args]` with a deferring method
 *   per name; `track` is sent by its event name with its properties and options merged.
 */
export interface StandInTag {
  path: string;
  script: (collectorOrigin: string) => string;
}

/** Shared by the three: one POST per call; text/plain, so the browser sends it without a preflight. */
const sender = (origin: string, tag: string) =>
  `var send=function(name,params){try{fetch(${JSON.stringify(`${origin}/browser/${tag}`)},{method:'POST',keepalive:true,headers:{'Content-Type':'text/plain'},body:JSON.stringify({name:String(name),params:params||{}})})}catch(e){}};`;

const gtag = (origin: string) => `(function(){${sender(origin, 'ga4')}
var w=window;w.dataLayer=w.dataLayer||[];
if(typeof w.gtag!=='function'){w.gtag=function(){w.dataLayer.push(arguments)}}
var handle=function(args){var command=args[0];
if(command==='event'){send(args[1],args[2])}
else if(command==='js'){send('js',{})}
else{var params={target:args[1]};var extra=args[2];if(extra&&typeof extra==='object'){for(var k in extra)params[k]=extra[k]}send(command,params)}};
var queued=w.dataLayer.slice();for(var i=0;i<queued.length;i++)handle(queued[i]);
var push=Array.prototype.push;w.dataLayer.push=function(){for(var j=0;j<arguments.length;j++)handle(arguments[j]);return push.apply(w.dataLayer,arguments)};
})();`;

const fbevents = (origin: string) => `(function(){${sender(origin, 'meta')}
var w=window;if(!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.push=n;n.loaded=true;n.version='2.0'}
var fbq=w.fbq;
var handle=function(args){var method=args[0];
if(method==='track'||method==='trackCustom'){var params={};var data=args[2],options=args[3];
if(data&&typeof data==='object'){for(var k in data)params[k]=data[k]}
if(options&&typeof options==='object'){for(var o in options)params[o]=options[o]}
send(args[1],params)}
else if(method==='init'){send('init',{pixelId:args[1]})}
else{send(method,{value:args[1]})}};
var queued=fbq.queue||[];fbq.queue=[];for(var i=0;i<queued.length;i++)handle(queued[i]);
fbq.callMethod=function(){handle(arguments)};
})();`;

const tiktok = (origin: string) => `(function(){${sender(origin, 'tiktok')}
var w=window;var ttq=w[w.TiktokAnalyticsObject||'ttq']=w[w.TiktokAnalyticsObject||'ttq']||[];
var handle=function(args){var method=args[0];
if(method==='track'){var params={};var data=args[2],options=args[3];
if(data&&typeof data==='object'){for(var k in data)params[k]=data[k]}
if(options&&typeof options==='object'){for(var o in options)params[o]=options[o]}
send(args[1],params)}
else if(method==='page'){send('Pageview',{})}
else{send(method,{value:args[1]})}};
var ids=ttq._i?Object.keys(ttq._i):[];for(var p=0;p<ids.length;p++)send('load',{pixelId:ids[p]});
var queued=ttq.slice();ttq.length=0;for(var i=0;i<queued.length;i++)handle(queued[i]);
var methods=ttq.methods||['page','track','identify'];
for(var m=0;m<methods.length;m++){(function(name){ttq[name]=function(){handle([name].concat(Array.prototype.slice.call(arguments)))}})(methods[m])}
})();`;

export const STAND_IN_TAGS: readonly StandInTag[] = [
  { path: '/gtag/js', script: gtag },
  { path: '/en_US/fbevents.js', script: fbevents },
  { path: '/i18n/pixel/events.js', script: tiktok },
];
