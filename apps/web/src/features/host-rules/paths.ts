/** Where a listing's rules are set: a car's, and one spot plan's (each plan has its own rules). */
export const hostRulesPaths = {
  car: (carId: string) => `/mypage/cars/rules/${carId}`,
  spotPlan: (spotPlanId: string) => `/mypage/spots/plan-rules/${spotPlanId}`,
};
