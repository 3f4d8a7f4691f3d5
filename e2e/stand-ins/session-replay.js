// Stands in for a session-replay vendor's recorder (VITE_SESSION_REPLAY_URL in the e2e build).
(function () {
  var marker = document.createElement('div');
  marker.id = 'session-replay-stand-in';
  marker.hidden = true;
  document.body.appendChild(marker);
  window.__sessionReplayLoads = (window.__sessionReplayLoads || 0) + 1;
})();
