// https://vike.dev/route
export default '/accounts/orders/@public_id'
