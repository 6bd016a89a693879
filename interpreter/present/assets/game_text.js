// What the pages write about a game: a move with the chance outcomes it drew, and how the
// game ended. Plain functions over the server's and the replay's data, tested with node
// (tests/js).
const GameText = (() => {
  // "player 2: move e2 e3 · roll 4, roll 1" ("start" for the start, and its outcomes).
  function moveLine(entry) {
    const chance = entry.chance && entry.chance.length ? ' · ' + entry.chance.join(', ') : '';
    return (entry.player ? 'player ' + entry.player + ': ' + entry.move : 'start') + chance;
  }

  // "game over: a line of three · player 1 win (score 3), player 2 loss (score 0)".
  function endLine(end) {
    const players = end.players.map(p => 'player ' + p.player + ' ' + p.result + ' (score ' + p.score + ')').join(', ');
    return 'game over' + (end.reason ? ': ' + end.reason : '') + ' · ' + players;
  }

  return {moveLine, endLine};
})();
if (typeof module !== 'undefined') module.exports = GameText;
