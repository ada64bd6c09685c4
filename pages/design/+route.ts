// https://vike.dev/route
export default '/design/@slug/@design_id'
