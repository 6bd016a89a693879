// What the pages write about moves, chance and the end (assets/game_text.js).
const test = require('node:test');
const assert = require('node:assert/strict');
const {moveLine, endLine} = require('../../interpreter/present/assets/game_text.js');

test('a move names its player', () => {
  assert.equal(moveLine({player: 2, move: 'place b2'}), 'player 2: place b2');
});

test('a move shows the chance outcomes it drew', () => {
  assert.equal(moveLine({player: 1, move: 'roll', chance: ['roll 4', 'roll 1']}), 'player 1: roll · roll 4, roll 1');
  assert.equal(moveLine({player: 1, move: 'roll', chance: []}), 'player 1: roll');
});

test('the start shows the setup\'s chance', () => {
  assert.equal(moveLine({player: 0, move: ''}), 'start');
  assert.equal(moveLine({player: 0, chance: ['shuffle deck']}), 'start · shuffle deck');
});

test('the end gives the reason and every player\'s result and score', () => {
  const end = {reason: 'a line of three', players: [{player: 1, result: 'win', score: 1}, {player: 2, result: 'loss', score: 0}]};
  assert.equal(endLine(end), 'game over: a line of three · player 1 win (score 1), player 2 loss (score 0)');
  assert.equal(endLine({reason: '', players: [{player: 1, result: 'draw', score: 0}]}), 'game over · player 1 draw (score 0)');
});
