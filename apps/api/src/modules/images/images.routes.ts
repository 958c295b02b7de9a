import { uploadPrivateImage, uploadPublicImage } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const imagesRoutes: ModuleRoutes = (route, { services }) => {
  route(uploadPrivateImage, (ctx) => services.images.upload(registeredUser(ctx).id, ctx.file.data, 'Private'));
  route(uploadPublicImage, (ctx) => services.images.upload(registeredUser(ctx).id, ctx.file.data, 'Public'));
};
