/**
 * The stand-in for Razorpay's checkout.js in sandbox mode: the same `window.Razorpay` API (new Razorpay(options),
 * .on('payment.failed', fn), .open()), with a dialog offering Pay and Fail. The page's code is the same in both modes.
 * It lists the payment methods in the order Razorpay Checkout would for the options' `config.display` (the blocks
 * in `sequence`, then the default methods not already shown when `preferences.show_default_blocks` is not false).
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(paise / 100);
  }
  var DEFAULT_METHODS = [['card', 'Cards'], ['upi', 'UPI / QR'], ['netbanking', 'Netbanking'], ['wallet', 'Wallets']];
  function methodsShown(o) {
    var display = (o.config && o.config.display) || {};
    var blocks = display.blocks || {}, shown = [], covered = {};
    (display.sequence || []).forEach(function (code) {
      var block = blocks[String(code).replace(/^block\\./, '')];
      if (!block) return;
      shown.push(block.name);
      (block.instruments || []).forEach(function (i) { covered[i.method] = true; });
    });
    if (!display.preferences || display.preferences.show_default_blocks !== false) {
      DEFAULT_METHODS.forEach(function (m) { if (!covered[m[0]]) shown.push(m[1]); });
    }
    return shown;
  }
  function Razorpay(options) { this.options = options || {}; this.events = {}; }
  Razorpay.prototype.on = function (event, fn) { this.events[event] = fn; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'rzp-sandbox-title');
    dialog.setAttribute('data-testid', 'sandbox-checkout');
    // Centred over a dimmed page, as Razorpay's own checkout is. margin:auto is set here because the store's CSS
    // reset (margin:0 on every element) would otherwise pin the modal to the top-left corner.
    dialog.style.cssText = 'position:fixed;inset:0;margin:auto;height:fit-content;max-height:calc(100dvh - 32px);overflow:auto;box-sizing:border-box;border:0;border-radius:12px;padding:24px;max-width:340px;width:calc(100vw - 32px);font:15px/1.4 system-ui,sans-serif;color:#111;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.3)';
    if (!document.getElementById('rzp-sandbox-style')) {
      var style = document.createElement('style');
      style.id = 'rzp-sandbox-style';
      style.textContent = '[data-testid="sandbox-checkout"]::backdrop{background:rgba(17,24,39,.6)}';
      document.head.appendChild(style);
    }
    dialog.innerHTML =
      '<h2 id="rzp-sandbox-title" style="margin:0 0 4px;font-size:18px"></h2>' +
      '<p style="margin:0 0 8px;color:#555">Test mode: no real money moves.</p>' +
      '<p style="margin:0 0 8px;font-size:22px;font-weight:700" data-amount></p>' +
      '<ol data-testid="sandbox-methods" aria-label="Payment methods" style="margin:0 0 12px;padding-left:20px;color:#333"></ol>' +
      '<p role="status" data-status style="min-height:1.2em;color:#b4234a;margin:0 0 8px"></p>' +
      '<div style="display:flex;gap:8px;flex-wrap:wrap">' +
      '<button type="button" data-pay style="flex:1;padding:10px;border:0;border-radius:8px;background:#15803d;color:#fff;font-weight:600;cursor:pointer">Pay</button>' +
      '<button type="button" data-fail style="flex:1;padding:10px;border:0;border-radius:8px;background:#b91c1c;color:#fff;font-weight:600;cursor:pointer">Fail payment</button>' +
      '<button type="button" data-cancel style="width:100%;padding:8px;border:1px solid #ccc;border-radius:8px;background:#fff;cursor:pointer">Cancel</button>' +
      '</div>';
    dialog.querySelector('h2').textContent = (o.name || 'Checkout') + ' · Sandbox payment';
    dialog.querySelector('[data-amount]').textContent = rupees(o.amount || 0);
    var list = dialog.querySelector('[data-testid="sandbox-methods"]');
    methodsShown(o).forEach(function (name) {
      var li = document.createElement('li');
      li.textContent = name;
      list.appendChild(li);
    });
    dialog.querySelector('[data-pay]').textContent = 'Pay ' + rupees(o.amount || 0);
    var buttons = dialog.querySelectorAll('button');
    function busy(on) { for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on; }
    function close() { dialog.close(); dialog.remove(); }
    function attempt(outcome) {
      busy(true);
      dialog.querySelector('[data-status]').textContent = 'Processing...';
      fetch('/api/payment/sandbox/pay', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: o.order_id, outcome: outcome })
      }).then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
        .then(function (r) {
          close();
          if (r.ok && r.body.razorpay_payment_id) { if (o.handler) o.handler(r.body); }
          else if (self.events['payment.failed']) self.events['payment.failed']({ error: (r.body && r.body.error) || { description: 'Payment failed' } });
        })
        .catch(function () {
          close();
          if (self.events['payment.failed']) self.events['payment.failed']({ error: { description: 'Payment failed' } });
        });
    }
    dialog.querySelector('[data-pay]').addEventListener('click', function () { attempt('success'); });
    dialog.querySelector('[data-fail]').addEventListener('click', function () { attempt('fail'); });
    dialog.querySelector('[data-cancel]').addEventListener('click', function () {
      close();
      if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    });
    dialog.addEventListener('cancel', function () { if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); });
    document.body.appendChild(dialog);
    dialog.showModal();
  };
  window.Razorpay = Razorpay;
})();
`;
