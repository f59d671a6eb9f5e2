// The social host's embeddable widget, fetched from a configured URL with container id and locale.
// Plain DOM only: no eval, no <style> element (the storefront CSP forbids it), so styles are set per element.

export const WIDGET_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var params = new URL(script.src, window.location.href).searchParams;
  var containerId = params.get('containerId') || '';
  var locale = params.get('locale') || 'en-us';
  var productId = script.getAttribute('data-product-id') || '';
  var container = document.getElementById(containerId);
  if (!container) return;
  var query = '?limit=8' + (productId ? '&filter=' + encodeURIComponent('product:' + productId) : '');
  fetch('/social/streams/media/recent' + query, { headers: { accept: 'application/json' } })
    .then(function (response) {
      if (!response.ok) throw new Error('social widget: HTTP ' + response.status);
      return response.json();
    })
    .then(function (body) { render(body.data || []); })
    .catch(function (error) { console.warn('social widget: could not load media', error); });

  function render(items) {
    var list = document.createElement('ul');
    list.setAttribute('data-social-widget', containerId);
    list.setAttribute('lang', locale.slice(0, 2));
    Object.assign(list.style, { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '0.5rem', listStyle: 'none', margin: '0', padding: '0' });
    items.forEach(function (media) {
      var item = document.createElement('li');
      var figure = document.createElement('figure');
      Object.assign(figure.style, { margin: '0' });
      var image = document.createElement('img');
      image.src = media.imageUrl + '?w=320&q=50';
      image.alt = media.caption;
      image.width = 320;
      image.height = 180;
      image.loading = 'lazy';
      Object.assign(image.style, { display: 'block', width: '100%', height: 'auto', borderRadius: '4px' });
      var caption = document.createElement('figcaption');
      caption.textContent = '@' + media.username;
      Object.assign(caption.style, { fontSize: '0.875rem', color: '#333333', marginTop: '0.25rem' });
      figure.appendChild(image);
      figure.appendChild(caption);
      item.appendChild(figure);
      list.appendChild(item);
    });
    container.replaceChildren(list);
    container.setAttribute('data-widget-ready', 'true');
  }
})();
`;
