import { adminTitle } from '../../../components/admin/admin-title';

export default adminTitle('Brand colours');
