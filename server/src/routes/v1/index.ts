import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerAdminCouponRoutes } from './admin/coupons.routes.js';
import { registerAdminEconomyRoutes } from './admin/economy.routes.js';
import { registerAdminErrorRoutes } from './admin/errors.routes.js';
import { registerAdminBackupRoutes } from './admin/backup.routes.js';
import { registerAdminHealthRoutes } from './admin/health.routes.js';
import { registerAdminPackageRoutes } from './admin/packages.routes.js';
import { registerAdminUsageRoutes } from './admin/usage.routes.js';
import { registerModelSettingsRoutes } from './admin/modelSettings.routes.js';
import { registerLibraryRoutes } from './papers/library.routes.js';
import { registerLibraryImportRoutes } from './papers/libraryImport.routes.js';
import { registerPapersRoutes } from './papers/papers.routes.js';
import { registerDevRoutes } from './dev/dev.routes.js';
import { registerFileRoutes } from './file/file.routes.js';
import { registerFileTransferRoutes } from './file/fileTransfer.routes.js';
import { registerLoginRoutes } from './login/login.routes.js';
import { registerMonitorRoutes } from './monitor/monitor.routes.js';
import { registerPaperAgentModule } from './paperAgent/paperAgentModule.js';
import { registerCouponRoutes } from './payment/coupon.routes.js';
import { registerPaymentNotifyRoutes } from './payment/notify.routes.js';
import { registerPaymentRoutes } from './payment/payment.routes.js';
import { registerPointFlowRoutes } from './pointFlow/pointFlow.routes.js';
import { registerRegisterRoutes } from './register/register.routes.js';
import { registerShareCodeRoutes } from './shareCode/shareCode.routes.js';
import { registerImageRoutes } from './textEditor/image.routes.js';
import { registerTextEditorRoutes } from './textEditor/textEditor.routes.js';
import { registerUserRoutes } from './user/user.routes.js';
import { registerWorkflowRoutes } from './workflow/workflow.routes.js';
import { registerWritingRoutes } from './writing/writing.routes.js';

/** Every /v1 module, in one place. Each module registers its own routes. */
export async function registerV1Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const modules: Array<(app: FastifyInstance, ctx: AppContext) => void | Promise<void>> = [
    registerUserRoutes,
    registerLoginRoutes,
    registerRegisterRoutes,
    registerDevRoutes,
    registerAdminRoutes,
    registerTextEditorRoutes,
    registerImageRoutes,
    registerWorkflowRoutes,
    registerModelSettingsRoutes,
    registerPapersRoutes,
    registerLibraryRoutes,
    registerLibraryImportRoutes,
    registerPaperAgentModule,
    registerWritingRoutes,
    registerFileRoutes,
    registerFileTransferRoutes,
    registerPointFlowRoutes,
    registerShareCodeRoutes,
    registerPaymentRoutes,
    registerPaymentNotifyRoutes,
    registerCouponRoutes,
    registerAdminPackageRoutes,
    registerAdminCouponRoutes,
    registerAdminEconomyRoutes,
    registerAdminUsageRoutes,
    registerMonitorRoutes,
    registerAdminErrorRoutes,
    registerAdminHealthRoutes,
    registerAdminBackupRoutes,
  ];
  for (const register of modules) await register(app, ctx);
}
