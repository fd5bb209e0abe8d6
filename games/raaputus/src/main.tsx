import { createRoot } from 'react-dom/client';
import { siteOriginFrom } from './config.ts';
import { Game } from './Game.tsx';
import './game.css';

createRoot(document.getElementById('root')!).render(
  <Game siteOrigin={siteOriginFrom(document)} window={window} />,
);
