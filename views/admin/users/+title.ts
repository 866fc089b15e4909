import { adminTitle } from '../../components/admin/admin-title';

export default adminTitle('Users');
