import { render } from 'preact';
import { Home } from './home/Home';
import './styles/base.css';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
render(<Home />, root);
