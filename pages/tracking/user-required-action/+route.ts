// https://vike.dev/route
export default '/tracking/@public_id/user_required_actions/@user_required_action_public_id'
