// The slider with the move list: drags through the game's plies, from the start to the
// game's own position, looking at each as the move list does (taken-back moves are not on it).

import { t } from './i18n.js';

/** Sets the slider to the game: 0 to its ply, at `shownPly`. */
export function drawPlySlider(slider, game, { shownPly, disabled }) {
  slider.max = String(game.ply);
  slider.value = String(shownPly);
  slider.disabled = disabled || game.ply === 0;
  slider.setAttribute(
    'aria-valuetext',
    shownPly === 0 ? t('start') : t('plyOfGame', { n: shownPly, total: game.ply }),
  );
}
