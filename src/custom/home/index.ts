/** Home (spec §2.2): the landing page of office, sales and customer users. */
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { HOME_PATH } from '../../domain/landing';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const homeArea: AppArea = {
  name: 'home',
  routes: [{ path: HOME_PATH, title: 'Home', component: lazyArea('home', () => import('./HomePage')), menu: { label: 'Home', icon: HomeOutlined } }],
};
