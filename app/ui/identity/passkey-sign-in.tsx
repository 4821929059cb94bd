// "Sign in with a passkey" on the embedded provider's sign-in page (decision 212). The page ships no React, so a small
// inline script (with the page's nonce) does the WebAuthn call; without JavaScript the button never shows.
import { Button } from '~/ui/button'
import { InlineScript } from '~/ui/inline-script'

const REFUSED = 'The passkey did not sign you in (cancelled, or the device said no). Try again, or sign in with your password.'

const SCRIPT = `(function(){
var box=document.getElementById('passkey-box'),button=document.getElementById('passkey-sign-in'),note=document.getElementById('passkey-error');
if(!box||typeof window.PublicKeyCredential!=='function')return;
box.hidden=false;
function enc(buf){var s='',b=new Uint8Array(buf);for(var i=0;i<b.length;i++)s+=String.fromCharCode(b[i]);return btoa(s).replace(/\\+/g,'-').replace(/\\//g,'_').replace(/=+$/,'')}
function dec(s){var b=atob(s.replace(/-/g,'+').replace(/_/g,'/')),a=new Uint8Array(b.length);for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);return a.buffer}
function post(body){return fetch(location.pathname.replace(/\\/$/,'')+'/passkey',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json()})}
button.addEventListener('click',function(){
note.textContent='';button.setAttribute('aria-disabled','true');
post({step:'options'}).then(function(o){
if(o.error)throw new Error(o.error);
return navigator.credentials.get({publicKey:{challenge:dec(o.challenge),rpId:o.rpId,timeout:o.timeout,userVerification:o.userVerification||'preferred',allowCredentials:[]}});
}).then(function(c){
var r=c.response;
return post({step:'verify',response:{id:c.id,rawId:enc(c.rawId),type:c.type,clientExtensionResults:c.getClientExtensionResults(),authenticatorAttachment:c.authenticatorAttachment||undefined,
response:{clientDataJSON:enc(r.clientDataJSON),authenticatorData:enc(r.authenticatorData),signature:enc(r.signature),userHandle:r.userHandle?enc(r.userHandle):undefined}}});
}).then(function(a){if(a.redirectTo){location.assign(a.redirectTo);return}throw new Error(a.error)
}).catch(function(e){note.textContent=(e&&e.message&&!/NotAllowed|abort|cancel|timed out/i.test(e.name+' '+e.message))?e.message:${JSON.stringify(REFUSED)};button.removeAttribute('aria-disabled')});
});
})()`

export function PasskeySignIn() {
	return (
		<>
			<div id="passkey-box" hidden className="mt-6 border-t border-slate-200 pt-4">
				<p className="mb-3 text-slate-700">Have a passkey on this device or your phone?</p>
				<p id="passkey-error" role="alert" className="mb-3 font-semibold text-red-700 empty:hidden"></p>
				<Button id="passkey-sign-in" variant="secondary">
					Sign in with a passkey
				</Button>
			</div>
			<InlineScript code={SCRIPT} />
		</>
	)
}
